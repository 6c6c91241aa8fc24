/** The pickup locations the desk's view tests know, Seville on the clock the desk's times read on. */
const LOCATIONS = {
  SVQ: {
    code: 'SVQ',
    name: 'Seville airport',
    names: { en: 'Seville airport', es: 'Aeropuerto de Sevilla' },
    time_zone: 'Europe/Madrid',
  },
  AGP: {
    code: 'AGP',
    name: 'Málaga airport',
    names: { en: 'Málaga airport', es: 'Aeropuerto de Málaga' },
    time_zone: 'Europe/Madrid',
  },
}

/**
 * The search feature answering these pickup locations: a view test mocks `features/search` with
 * `jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('SVQ')`.
 */
export function searchFeatureWith(...codes: (keyof typeof LOCATIONS)[]) {
  return {
    ...jest.requireActual<object>('../../../../src/client/features/search'),
    useSearchPickupLocationsQuery: () => ({ data: codes.map((code) => LOCATIONS[code]) }),
  }
}
