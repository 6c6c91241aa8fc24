import { pickupLocationsApi } from '../../../../src/client/features/search/pickupLocationsApi'
import {
  selectGearSearchArgs,
  selectIsPickupDateDisabled,
  selectIsReturnDateDisabled,
  selectPickupTimeOptions,
  selectRentalPeriodProblems,
  selectRentalRequest,
  selectReturnTimeOptions,
  selectSearchLocationName,
} from '../../../../src/client/features/search/searchSelectors'
import { languageApplied } from '../../../../src/client/features/preferences/preferencesSlice'
import {
  criteriaChangeConfirmed,
  filtersChanged,
  type CriteriaChanges,
} from '../../../../src/client/features/search/searchSlice'
import { svq } from '../../support/catalogue'
import { createFakeServices } from '../../support/fakeServices'
import { makeTestStore } from '../../support/testStore'

// The fake clock reads 10:00 UTC on Monday 1 March 2027: 11:00 in Seville.
async function storeWith(changes: CriteriaChanges) {
  const services = createFakeServices()
  const store = makeTestStore({ services })
  await store.dispatch(pickupLocationsApi.util.upsertQueryData('getPickupLocation', 'SVQ', svq))
  store.dispatch(criteriaChangeConfirmed({ changes, at: services.clock.now() }))
  return store
}

const period = {
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}

describe('search criteria as the screen sees them', () => {
  it("names the location in the traveller's language, whichever language fetched it", async () => {
    const store = await storeWith(period)
    expect(selectSearchLocationName(store.getState())).toBe('Seville Airport (SVQ)')
    store.dispatch(languageApplied('es'))
    expect(selectSearchLocationName(store.getState())).toBe('Aeropuerto de Sevilla (SVQ)')
  })

  it('turns a valid period and the filters into the search request, in the active language', async () => {
    const store = await storeWith(period)
    store.dispatch(filtersChanged({ category: 'car_seat' }))
    expect(selectRentalPeriodProblems(store.getState())).toEqual([])
    expect(selectGearSearchArgs(store.getState())).toEqual({
      pickup_location_code: 'SVQ',
      ...period,
      category: 'car_seat',
      lang: 'en',
    })
  })

  it('does not search while the period is incomplete or breaks a rule', async () => {
    expect(selectGearSearchArgs((await storeWith({ start_date: '2027-04-09' })).getState())).toBe(
      null,
    )
    const tooLong = await storeWith({ ...period, end_date: '2027-05-01' })
    expect(selectRentalPeriodProblems(tooLong.getState())).toEqual([
      { code: 'RENTAL_TOO_LONG', field: 'end_date' },
    ])
    expect(selectRentalRequest(tooLong.getState())).toBeNull()
  })

  it('flags a time the new date no longer allows', async () => {
    // 23:00 is fine on Friday 9 April, but Sunday 11 April closes at 22:00.
    const store = await storeWith({ ...period, pickup_time: '23:00' })
    expect(selectRentalPeriodProblems(store.getState())).toEqual([])
    store.dispatch(criteriaChangeConfirmed({ changes: { start_date: '2027-04-11' }, at: 0 }))
    expect(selectRentalPeriodProblems(store.getState())).toEqual([
      { code: 'OUTSIDE_OPERATING_HOURS', field: 'pickup_time' },
    ])
  })

  it('lets the pickup calendar offer neither the past nor closed days', async () => {
    const isDisabled = selectIsPickupDateDisabled((await storeWith({})).getState())
    expect(['2027-02-28', '2027-03-01', '2027-12-25', '2027-12-24'].map(isDisabled)).toEqual([
      true,
      false,
      true,
      false,
    ])
  })

  it('lets the return calendar offer only the 21 days after pickup, minus closed days', async () => {
    const isDisabled = selectIsReturnDateDisabled(
      (await storeWith({ start_date: '2027-12-10' })).getState(),
    )
    expect(
      ['2027-12-09', '2027-12-10', '2027-12-24', '2027-12-25', '2027-12-31', '2028-01-01'].map(
        isDisabled,
      ),
    ).toEqual([true, false, false, true, false, true])
  })

  it('offers times inside opening hours, after now today and after pickup on the same day', async () => {
    const today = await storeWith({ start_date: '2027-03-01', end_date: '2027-03-01' })
    expect(selectPickupTimeOptions(today.getState())[0]).toBe('11:30')
    expect(selectPickupTimeOptions(today.getState()).at(-1)).toBe('22:30')
    today.dispatch(criteriaChangeConfirmed({ changes: { pickup_time: '15:00' }, at: 0 }))
    expect(selectReturnTimeOptions(today.getState())[0]).toBe('15:30')

    const sunday = await storeWith({ start_date: '2027-04-11' })
    const times = selectPickupTimeOptions(sunday.getState())
    expect([times[0], times.at(-1)]).toEqual(['08:00', '21:30'])
  })
})
