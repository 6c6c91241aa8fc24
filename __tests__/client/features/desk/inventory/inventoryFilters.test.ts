import { locationChosen } from '../../../../../src/client/features/desk/shell'
import {
  pendingChangeClosed,
  searchChanged,
  selectInventorySearch,
  selectInventoryStatusFilter,
  selectPendingUnitChange,
  statusFilterChanged,
  unitsShortReported,
} from '../../../../../src/client/features/desk/inventory/deskInventorySlice'
import { shortBooking } from '../deskFixtures'
import { deskStore } from '../deskStore'

test('the inventory shows every unit until filtered, and keeps the filters chosen', () => {
  const { store } = deskStore()
  expect(selectInventorySearch(store.getState())).toBe('')
  expect(selectInventoryStatusFilter(store.getState())).toBe('all')
  store.dispatch(searchChanged('stroller'))
  store.dispatch(statusFilterChanged('out_of_service_today'))
  expect(selectInventorySearch(store.getState())).toBe('stroller')
  expect(selectInventoryStatusFilter(store.getState())).toBe('out_of_service_today')
})

test('a change refused for short bookings waits until it is closed or another location is chosen', () => {
  const { store } = deskStore()
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
