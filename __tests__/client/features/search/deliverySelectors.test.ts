import {
  selectLeadTimePassed,
  selectLocationForMode,
  selectLocationMode,
} from '../../../../src/client/features/search/deliverySelectors'
import { pickupLocationsApi } from '../../../../src/client/features/search/pickupLocationsApi'
import {
  selectIsPickupDateDisabled,
  selectRentalRequest,
} from '../../../../src/client/features/search/searchSelectors'
import { criteriaChangeConfirmed } from '../../../../src/client/features/search/searchSlice'
import { locationListArgs } from '../../../../src/client/features/search'
import { svq, svqCity } from '../../support/catalogue'
import { createFakeServices } from '../../support/fakeServices'
import { makeTestStore } from '../../support/testStore'

// The fake clock reads 10:00 UTC on Monday 1 March 2027: 11:00 in Seville. The zone's lead time
// is 18:00 the day before, so 2 March can still be booked (until 18:00 today) and 1 March cannot.
async function zoneStore(startDate: string, at?: number) {
  const services = createFakeServices()
  const store = makeTestStore({ services })
  await store.dispatch(pickupLocationsApi.util.upsertQueryData('getPickupLocation', 'SVQ', svq))
  await store.dispatch(
    pickupLocationsApi.util.upsertQueryData('getPickupLocation', 'SVQ-CITY', svqCity),
  )
  await store.dispatch(
    pickupLocationsApi.util.upsertQueryData(
      'searchPickupLocations',
      locationListArgs('delivery', 'en'),
      [svqCity],
    ),
  )
  store.dispatch(
    criteriaChangeConfirmed({
      changes: {
        pickup_location_code: 'SVQ-CITY',
        start_date: startDate,
        end_date: '2027-03-06',
        pickup_time: '10:00',
        return_time: '18:00',
      },
      at: at ?? services.clock.now(),
    }),
  )
  return store
}

describe('a delivery zone in the search', () => {
  it('is the delivery mode, and pick up goes back to the desk that serves it', async () => {
    const state = (await zoneStore('2027-03-02')).getState()
    expect(selectLocationMode(state)).toBe('delivery')
    expect(selectLocationForMode(state, 'collection')).toBe('SVQ')
    expect(selectLocationForMode(state, 'delivery')).toBe('SVQ-CITY')
  })

  it('searches a date still inside the lead time, by the zone', async () => {
    const state = (await zoneStore('2027-03-02')).getState()
    expect(selectLeadTimePassed(state)).toBeNull()
    expect(selectRentalRequest(state)).toMatchObject({
      pickup_location_code: 'SVQ-CITY',
      start_date: '2027-03-02',
    })
  })

  it('asks nothing of the server once the lead time has passed, and names the deadline', async () => {
    const state = (await zoneStore('2027-03-01')).getState()
    expect(selectLeadTimePassed(state)).toEqual({
      date: '2027-03-01',
      deadline: { date: '2027-02-28', time: '18:00' },
    })
    expect(selectRentalRequest(state)).toBeNull()
  })

  it('closes a date in the calendar at the cut-off exactly, not a minute before', async () => {
    const before = Date.parse('2027-03-01T16:59:00Z') // 17:59 in Seville
    const at = Date.parse('2027-03-01T17:00:00Z') // 18:00 in Seville
    expect(
      selectIsPickupDateDisabled((await zoneStore('2027-03-02', before)).getState())('2027-03-02'),
    ).toBe(false)
    expect(
      selectIsPickupDateDisabled((await zoneStore('2027-03-02', at)).getState())('2027-03-02'),
    ).toBe(true)
    expect(
      selectIsPickupDateDisabled((await zoneStore('2027-03-02', at)).getState())('2027-03-03'),
    ).toBe(false)
  })
})
