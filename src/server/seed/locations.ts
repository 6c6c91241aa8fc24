import type { pickupLocations } from '../db/schema'

type NewLocation = typeof pickupLocations.$inferInsert

const daily = (open: string, close: string) => ({ open, close })

const SVQ_CLOSED_DAYS = ['2026-12-25', '2027-01-01', '2027-12-25', '2028-01-01']

/** Seville's postal codes 41001 to 41020. */
const SEVILLE_CITY_POSTAL_CODES = Array.from({ length: 20 }, (_, i) => String(41001 + i))

/**
 * Demo pickup locations: the Seville airport desk, a smaller city-centre desk, and delivery to
 * addresses in Seville city from the airport's stock (after SVQ: it refers to it).
 */
export const locations: NewLocation[] = [
  {
    code: 'SVQ',
    names: { en: 'Seville Airport (SVQ)', es: 'Aeropuerto de Sevilla (SVQ)' },
    type: 'collection',
    addresses: {
      en: 'Arrivals hall, Aeropuerto de Sevilla, Autovía A-4 km 532, 41020 Sevilla',
      es: 'Vestíbulo de llegadas, Aeropuerto de Sevilla, Autovía A-4 km 532, 41020 Sevilla',
    },
    city: 'Seville',
    country: 'ES',
    timeZone: 'Europe/Madrid',
    operatingHours: {
      monday: daily('07:00', '23:00'),
      tuesday: daily('07:00', '23:00'),
      wednesday: daily('07:00', '23:00'),
      thursday: daily('07:00', '23:00'),
      friday: daily('07:00', '23:30'),
      saturday: daily('08:00', '23:30'),
      sunday: daily('08:00', '22:00'),
    },
    closedDays: SVQ_CLOSED_DAYS,
  },
  {
    code: 'SJA',
    names: {
      en: 'Seville Santa Justa railway station',
      es: 'Estación de tren Sevilla-Santa Justa',
    },
    type: 'collection',
    addresses: {
      en: 'Avenida de Kansas City s/n, 41007 Sevilla',
      es: 'Avenida de Kansas City s/n, 41007 Sevilla',
    },
    city: 'Seville',
    country: 'ES',
    timeZone: 'Europe/Madrid',
    operatingHours: {
      monday: daily('08:00', '20:00'),
      tuesday: daily('08:00', '20:00'),
      wednesday: daily('08:00', '20:00'),
      thursday: daily('08:00', '20:00'),
      friday: daily('08:00', '21:00'),
      saturday: daily('09:00', '14:00'),
      sunday: null,
    },
    closedDays: [
      '2026-12-08',
      '2026-12-25',
      '2027-01-01',
      '2027-01-06',
      '2027-03-25',
      '2027-03-26',
      '2027-12-08',
      '2027-12-25',
    ],
  },
  {
    code: 'SVQ-CITY',
    names: { en: 'Seville city delivery', es: 'Entrega en Sevilla ciudad' },
    type: 'delivery',
    addresses: {
      en: 'Delivered to your address in Seville city (postal codes 41001 to 41020)',
      es: 'Entrega en tu dirección en Sevilla ciudad (códigos postales 41001 a 41020)',
    },
    city: 'Seville',
    country: 'ES',
    timeZone: 'Europe/Madrid',
    // The delivery and collection windows.
    operatingHours: {
      monday: daily('09:00', '21:00'),
      tuesday: daily('09:00', '21:00'),
      wednesday: daily('09:00', '21:00'),
      thursday: daily('09:00', '21:00'),
      friday: daily('09:00', '21:00'),
      saturday: daily('09:00', '21:00'),
      sunday: daily('09:00', '21:00'),
    },
    closedDays: SVQ_CLOSED_DAYS,
    servedFrom: 'SVQ',
    postalCodes: SEVILLE_CITY_POSTAL_CODES,
    area: {
      en: 'Seville city (postal codes 41001 to 41020)',
      es: 'Sevilla ciudad (códigos postales 41001 a 41020)',
    },
    leadDays: 1,
    leadCutoff: '18:00',
  },
]
