import {
  deskSliceInjected,
  locationChosen,
  pendingChangeClosed,
  searchChanged,
  selectDeskLocation,
  selectDeskSearch,
  selectDeskStatusFilter,
  selectPendingUnitChange,
  statusFilterChanged,
  unitsShortReported,
} from '../../../../src/client/features/desk'
import { createFakeServices } from '../../support/fakeServices'
import { makeTestStore } from '../../support/testStore'

const shortBooking = {
  kind: 'booking' as const,
  reference: 'TT-7K2M9Q',
  start_date: '2027-03-09',
  end_date: '2027-03-11',
  units_short: 1,
}

function deskStore() {
  const store = makeTestStore({ services: createFakeServices() })
  store.dispatch(deskSliceInjected())
  return store
}

test('the desk opens on SVQ with every unit shown, before and after its slice joins the store', () => {
  const store = makeTestStore({ services: createFakeServices() })
  expect(selectDeskLocation(store.getState())).toBe('SVQ')
  store.dispatch(deskSliceInjected())
  store.dispatch(searchChanged(''))
  expect(store.getState()).toHaveProperty('desk')
  expect(selectDeskLocation(store.getState())).toBe('SVQ')
  expect(selectDeskStatusFilter(store.getState())).toBe('all')
})

test('the chosen location and filters are kept in the store', () => {
  const store = deskStore()
  store.dispatch(locationChosen('AGP'))
  store.dispatch(searchChanged('stroller'))
  store.dispatch(statusFilterChanged('out_of_service_today'))
  expect(selectDeskLocation(store.getState())).toBe('AGP')
  expect(selectDeskSearch(store.getState())).toBe('stroller')
  expect(selectDeskStatusFilter(store.getState())).toBe('out_of_service_today')
})

test('a change refused for short bookings waits until it is closed or another location is chosen', () => {
  const store = deskStore()
  const change = {
    action: 'out_of_service' as const,
    assetTag: 'SVQ-STR100-001',
    body: { reason: 'repair' as const, from: '2027-03-09', until: null },
    shortBookings: [shortBooking],
  }
  store.dispatch(unitsShortReported(change))
  expect(selectPendingUnitChange(store.getState())).toEqual(change)
  store.dispatch(pendingChangeClosed())
  expect(selectPendingUnitChange(store.getState())).toBeNull()
  store.dispatch(unitsShortReported(change))
  store.dispatch(locationChosen('AGP'))
  expect(selectPendingUnitChange(store.getState())).toBeNull()
})
