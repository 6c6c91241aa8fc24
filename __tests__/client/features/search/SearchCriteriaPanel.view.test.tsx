import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { SearchCriteriaPanel } from '../../../../src/client/features/search/SearchCriteriaPanel'
import {
  criteriaChangeRequested,
  selectSearchCriteria,
  type SearchCriteria,
} from '../../../../src/client/features/search/searchSlice'
import { sja, svq, svqCity } from '../../support/catalogue'
import { locationListArgs } from '../../../../src/client/features/search'
import { DEFAULT_NOW } from '../../support/fakeServices'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { bannedWordsIn, wordsNeverInADelivery } from '../../../shared/support/glossary'

const withLocations = (
  criteria: Partial<SearchCriteria> = {},
  language: 'en' | 'es' = 'en',
  zones: (typeof svqCity)[] | 'loading' = [svqCity],
) =>
  withCached(
    stateWith({
      preferences: { language },
      search: {
        checkedAt: DEFAULT_NOW,
        criteria: { ...selectSearchCriteria(stateWith()), ...criteria },
      },
    }),
    [
      {
        endpointName: 'searchPickupLocations',
        arg: locationListArgs('collection', language),
        value: [svq, sja],
      },
      ...(zones === 'loading'
        ? []
        : [
            {
              endpointName: 'searchPickupLocations',
              arg: locationListArgs('delivery', language),
              value: zones,
            },
          ]),
      { endpointName: 'getPickupLocation', arg: 'SVQ', value: svq },
      { endpointName: 'getPickupLocation', arg: 'SVQ-CITY', value: svqCity },
    ],
  )

const render = (state: RootState) =>
  renderOverMockStore(<SearchCriteriaPanel />, { state, readsApiCache: true })

describe('SearchCriteriaPanel over a mock store', () => {
  it('shows the criteria of the store, and the times only once there is a date', async () => {
    await render(withLocations())
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('SVQ')
    expect(screen.getByText(svq.addresses.en)).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Pickup time' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Pickup time' })).toHaveDisplayValue(
      'Choose the date first',
    )
  })

  it('asks to change the location, with the message to confirm in the traveller’s language', async () => {
    const { dispatched } = await render(withLocations())
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Pickup location' }),
      sja.code,
    )
    expect(dispatched().filter(criteriaChangeRequested.match)).toEqual([
      criteriaChangeRequested({
        changes: { pickup_location_code: sja.code },
        confirmMessage: expect.stringContaining('basket') as string,
      }),
    ])
  })

  it('asks to change a time once the date is chosen', async () => {
    const { dispatched } = await render(withLocations({ start_date: '2027-03-05' }))
    const time = screen.getByRole('combobox', { name: 'Pickup time' })
    expect(time).toBeEnabled()
    await userEvent.selectOptions(time, '10:00')
    expect(dispatched().filter(criteriaChangeRequested.match)).toEqual([
      criteriaChangeRequested({
        changes: { pickup_time: '10:00' },
        confirmMessage: expect.any(String) as string,
      }),
    ])
  })

  it.each([
    [
      'en',
      'Collection date',
      'counted from the delivery date to the collection date',
      'earlier collection date',
    ],
    [
      'es',
      'Fecha de retirada',
      'desde la fecha de entrega hasta la de retirada',
      'fecha de retirada anterior',
    ],
  ] as const)(
    'words a delivery as delivery and collection in %s: labels, hint and problems',
    async (language, endLabel, hint, problem) => {
      await render(
        withLocations(
          { pickup_location_code: 'SVQ-CITY', start_date: '2027-03-05', end_date: '2027-04-05' },
          language,
        ),
      )
      expect(screen.getAllByText(endLabel)[0]).toBeVisible()
      expect(screen.getByText(new RegExp(hint))).toBeVisible()
      expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(problem))
      // Apart from the switch back to a pickup, the panel never speaks of one.
      const panel = screen.getByRole('region', {
        name: language === 'en' ? 'Your rental' : 'Tu alquiler',
      })
      const choice = within(panel).getByRole('group').textContent ?? ''
      const said = (panel.textContent ?? '').replace(choice, '')
      expect(bannedWordsIn(said, wordsNeverInADelivery()[language])).toEqual([])
    },
  )

  it('speaks Spanish, names included', async () => {
    await render(withLocations({}, 'es'))
    expect(screen.getByRole('combobox', { name: 'Punto de recogida' })).toHaveDisplayValue(
      svq.names.es,
    )
  })

  it('offers delivery to a zone, which sends the zone as the location', async () => {
    const { dispatched } = await render(withLocations())
    const mode = screen.getByRole('group', { name: 'How you get the gear' })
    expect(screen.getByRole('button', { name: 'Pick up at' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(within(mode).getByRole('button', { name: 'Deliver to' }))
    expect(dispatched().filter(criteriaChangeRequested.match)).toEqual([
      criteriaChangeRequested({
        changes: { pickup_location_code: 'SVQ-CITY' },
        confirmMessage: expect.any(String) as string,
      }),
    ])
  })

  it('keeps the place of the delivery switch while the zones load, and has none without zones', async () => {
    const { unmount } = await render(withLocations({}, 'en', 'loading'))
    expect(screen.getByRole('group', { name: 'How you get the gear' })).toBeVisible()
    unmount()
    await render(withLocations({}, 'en', []))
    expect(screen.queryByRole('group', { name: 'How you get the gear' })).toBeNull()
  })

  it('words a zone as deliveries: its area, its windows like opening hours, and back to its desk', async () => {
    const { dispatched } = await render(
      withLocations({ pickup_location_code: 'SVQ-CITY', start_date: '2027-03-05' }),
    )
    expect(screen.getByRole('button', { name: 'Deliver to' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('combobox', { name: 'Delivery zone' })).toHaveDisplayValue(
      'Seville city delivery',
    )
    expect(screen.getByText('Seville city (postal codes 41001 to 41020)')).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Delivery time' })).toBeEnabled()
    expect(screen.getByText(/^Deliveries and collections 09:00–21:00 on /)).toBeVisible()
    expect(screen.queryByText(/too late to book a delivery/)).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Pick up at' }))
    expect(dispatched().filter(criteriaChangeRequested.match)).toEqual([
      criteriaChangeRequested({
        changes: { pickup_location_code: 'SVQ' },
        confirmMessage: expect.any(String) as string,
      }),
    ])
  })

  it('says when a delivery date is past the lead time, naming the deadline', async () => {
    // The clock reads 1 March 2027, 11:00 in Seville: deliveries that day closed at 18:00 the day before.
    await render(withLocations({ pickup_location_code: 'SVQ-CITY', start_date: '2027-03-01' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      /too late to book a delivery on .*1 March 2027.* by 18:00 on .*28 February 2027/,
    )
  })

  it('says it in Spanish too', async () => {
    await render(
      withLocations({ pickup_location_code: 'SVQ-CITY', start_date: '2027-03-01' }, 'es'),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      /demasiado tarde para reservar una entrega .* antes de las 18:00/,
    )
    expect(screen.getByRole('combobox', { name: 'Hora de entrega' })).toBeVisible()
  })
})
