import {
  auditFilterChanged,
  auditFiltersApplied,
  selectAudit,
} from '../../../../../src/client/features/desk/audit/deskAuditSlice'
import { deskBookingDetail, inventory, strollerItem, unit } from '../deskFixtures'
import { deskStore, until } from '../deskStore'

test('audit filters find the booking by reference and the unit by asset tag before asking', async () => {
  const booking = deskBookingDetail()
  const { store, api } = deskStore({
    'GET /api/desk/bookings/reference/:reference': { body: booking },
    'GET /api/desk/locations/:code/inventory': {
      body: inventory([strollerItem({ units: [unit('SVQ-STR100-001')] })]),
    },
  })
  store.dispatch(auditFilterChanged({ reference: 'tt-7k2m9q', assetTag: 'svq-str100-001' }))
  store.dispatch(auditFiltersApplied())
  expect(selectAudit(store.getState()).filters).toBeNull()
  await until(() => selectAudit(store.getState()).filters !== null)
  expect(api.callsTo('/api/desk/bookings/reference/TT-7K2M9Q')).toHaveLength(1)
  expect(selectAudit(store.getState()).filters).toEqual({
    booking_id: booking.id,
    unit_id: unit('SVQ-STR100-001')._id,
  })
})

test('an unknown reference in the audit filters says so and asks nothing else', async () => {
  const { store, api } = deskStore({})
  store.dispatch(auditFilterChanged({ reference: 'TT-NOPE00' }))
  store.dispatch(auditFiltersApplied())
  await until(() => selectAudit(store.getState()).problem === 'bookingNotFound')
  expect(selectAudit(store.getState()).filters).toBeNull()
  expect(api.callsTo('/api/desk/audit')).toHaveLength(0)
})
