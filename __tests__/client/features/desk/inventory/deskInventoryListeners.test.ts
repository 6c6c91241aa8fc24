import {
  addUnitEdited,
  addUnitSubmitted,
  outOfServiceEdited,
  outOfServiceSubmitted,
  outOfServiceToggled,
  selectAddUnitDraft,
  selectOutOfServiceDraft,
  selectPendingUnitChange,
  selectTurnaroundForm,
  selectUnitChangeBusy,
  selectUnitChangeError,
  turnaroundEdited,
  turnaroundSaveRequested,
  unitChangeRequested,
} from '../../../../../src/client/features/desk/inventory/deskInventorySlice'
import { inventoryApi } from '../../../../../src/client/features/desk/inventory/inventoryApi'
import { SHORT_DIALOG } from '../../../../../src/client/features/desk/inventory/inventoryDrafts'
import { reply } from '../../../support/fakeApi'
import { inventory, shortBooking, unit } from '../deskFixtures'
import { deskStore, until } from '../deskStore'

const OUT_OF_SERVICE = 'POST /api/desk/locations/SVQ/units/SVQ-STR100-001/out-of-service'
const changed = { body: { unit: unit('SVQ-STR100-001'), flagged_bookings: [] } }
const unitsShort = reply(409, {
  success: false,
  statusCode: 409,
  code: 'UNITS_SHORT',
  message: 'Not enough units would be left for bookings already made on those days.',
  short_bookings: [shortBooking],
})

test('an out-of-service form sends its draft and closes once the server takes it', async () => {
  const { store, api } = deskStore({ [OUT_OF_SERVICE]: changed })
  store.dispatch(outOfServiceToggled({ gearId: 'g1', assetTag: 'SVQ-STR100-001' }))
  store.dispatch(outOfServiceEdited({ gearId: 'g1', until: '2027-03-12', reason: 'cleaning' }))
  store.dispatch(outOfServiceSubmitted({ code: 'SVQ', gearId: 'g1' }))
  expect(selectUnitChangeBusy(store.getState())).toBe(true)
  await until(() => selectOutOfServiceDraft(store.getState(), 'g1') === null)
  expect(api.callsTo(OUT_OF_SERVICE)[0]?.body).toEqual({
    reason: 'cleaning',
    until: '2027-03-12',
    confirm: false,
  })
  expect(selectUnitChangeBusy(store.getState())).toBe(false)
})

test('a change refused with UNITS_SHORT waits for the confirm, which sends it again with confirm', async () => {
  const { store, api } = deskStore({ [OUT_OF_SERVICE]: unitsShort })
  store.dispatch(outOfServiceToggled({ gearId: 'g1', assetTag: 'SVQ-STR100-001' }))
  store.dispatch(outOfServiceSubmitted({ code: 'SVQ', gearId: 'g1' }))
  await until(() => selectPendingUnitChange(store.getState()) !== null)
  const pending = selectPendingUnitChange(store.getState())!
  expect(pending).toEqual({
    action: 'out_of_service',
    assetTag: 'SVQ-STR100-001',
    body: { reason: 'repair', until: null },
    shortBookings: [shortBooking],
  })
  // The form stays open, with no refusal told, until the staff decide.
  expect(selectOutOfServiceDraft(store.getState(), 'g1')?.assetTag).toBe('SVQ-STR100-001')
  expect(selectUnitChangeError(store.getState(), 'g1')).toBeNull()
  expect(selectUnitChangeBusy(store.getState())).toBe(false)

  api.on(OUT_OF_SERVICE, changed)
  const { shortBookings: _short, ...change } = pending
  store.dispatch(unitChangeRequested({ code: 'SVQ', at: SHORT_DIALOG, confirm: true, change }))
  await until(() => selectPendingUnitChange(store.getState()) === null)
  expect(api.callsTo(OUT_OF_SERVICE).map((call) => call.body)).toEqual([
    { reason: 'repair', until: null, confirm: false },
    { reason: 'repair', until: null, confirm: true },
  ])
})

test('a confirmed change refused again is told in the dialog, and a refused retirement under its item', async () => {
  const RETIRE = 'POST /api/desk/locations/SVQ/units/SVQ-STR100-001/retire'
  const { store, api } = deskStore({ [OUT_OF_SERVICE]: unitsShort, [RETIRE]: unitsShort })
  const change = {
    action: 'out_of_service' as const,
    assetTag: 'SVQ-STR100-001',
    body: { reason: 'lost' as const },
  }
  store.dispatch(unitChangeRequested({ code: 'SVQ', at: SHORT_DIALOG, confirm: true, change }))
  await until(() => selectUnitChangeError(store.getState(), SHORT_DIALOG) === 'UNITS_SHORT')
  expect(selectUnitChangeError(store.getState(), 'g1')).toBeNull()

  api.on(
    RETIRE,
    reply(404, {
      success: false,
      statusCode: 404,
      code: 'UNIT_NOT_FOUND',
      message: 'No such unit.',
    }),
  )
  store.dispatch(
    unitChangeRequested({
      code: 'SVQ',
      at: 'g1',
      confirm: false,
      change: { action: 'retire', assetTag: 'SVQ-STR100-001', body: {} },
    }),
  )
  await until(() => selectUnitChangeError(store.getState(), 'g1') === 'UNIT_NOT_FOUND')
  expect(selectUnitChangeError(store.getState(), SHORT_DIALOG)).toBeNull()
  expect(api.callsTo(RETIRE)[0]?.body).toEqual({ confirm: false })
})

test('back in service goes out for the unit and refreshes the inventory', async () => {
  const BACK = 'POST /api/desk/locations/SVQ/units/SVQ-STR100-001/back-in-service'
  const { store, api } = deskStore({
    [BACK]: changed,
    'GET /api/desk/locations/:code/inventory': { body: inventory() },
  })
  const held = store.dispatch(inventoryApi.endpoints.getInventory.initiate({ code: 'SVQ' }))
  await until(() => api.callsTo('/api/desk/locations/SVQ/inventory').length === 1)
  store.dispatch(
    unitChangeRequested({
      code: 'SVQ',
      at: 'g1',
      change: { action: 'back_in_service', assetTag: 'SVQ-STR100-001' },
    }),
  )
  await until(() => api.callsTo('/api/desk/locations/SVQ/inventory').length === 2)
  expect(api.callsTo(BACK)).toHaveLength(1)
  expect(selectUnitChangeBusy(store.getState())).toBe(false)
  held.unsubscribe()
})

test('a new unit goes out with the tag upper-cased and the note trimmed, then its draft empties', async () => {
  const ADD = 'POST /api/desk/locations/SVQ/units'
  const { store, api } = deskStore({
    [ADD]: reply(409, {
      success: false,
      statusCode: 409,
      code: 'ASSET_TAG_TAKEN',
      message: 'Taken.',
    }),
  })
  store.dispatch(addUnitEdited({ gearId: 'g1', assetTag: ' svq-new-1 ', condition: ' Like new ' }))
  store.dispatch(addUnitSubmitted({ code: 'SVQ', gearId: 'g1' }))
  await until(() => selectAddUnitDraft(store.getState(), 'g1').errorCode === 'ASSET_TAG_TAKEN')
  expect(selectAddUnitDraft(store.getState(), 'g1').assetTag).toBe(' svq-new-1 ')
  expect(api.calls.at(-1)?.body).toEqual({
    gear_id: 'g1',
    asset_tag: 'SVQ-NEW-1',
    condition_note: 'Like new',
  })

  api.on(ADD, { body: unit('SVQ-NEW-1') })
  store.dispatch(addUnitEdited({ gearId: 'g1', assetTag: '', condition: '' }))
  store.dispatch(addUnitSubmitted({ code: 'SVQ', gearId: 'g1' }))
  await until(() => !selectAddUnitDraft(store.getState(), 'g1').busy)
  expect(api.calls.at(-1)?.body).toEqual({ gear_id: 'g1' })
  expect(selectAddUnitDraft(store.getState(), 'g1').errorCode).toBeNull()
})

test('turnarounds send only the changed categories in turn and stop at the first refusal', async () => {
  const STROLLER = 'PUT /api/desk/categories/stroller/turnaround'
  const CAR_SEAT = 'PUT /api/desk/categories/car_seat/turnaround'
  const { store, api } = deskStore({
    [STROLLER]: reply(422, {
      success: false,
      statusCode: 422,
      code: 'VALIDATION_ERROR',
      message: 'Too long.',
    }),
    [CAR_SEAT]: { body: { category: 'car_seat', turnaround_days: 1 } },
  })
  store.dispatch(turnaroundEdited({ category: 'stroller', value: '90' }))
  store.dispatch(turnaroundEdited({ category: 'car_seat', value: '1' }))
  store.dispatch(turnaroundSaveRequested())
  await until(() => selectTurnaroundForm(store.getState()).errorCode === 'VALIDATION_ERROR')
  expect(api.callsTo(STROLLER)[0]?.body).toEqual({ turnaround_days: 90 })
  expect(api.callsTo(CAR_SEAT)).toHaveLength(0)
  expect(selectTurnaroundForm(store.getState()).saved).toBe(false)

  api.on(STROLLER, { body: { category: 'stroller', turnaround_days: 2 } })
  store.dispatch(turnaroundEdited({ category: 'stroller', value: '2' }))
  store.dispatch(turnaroundSaveRequested())
  await until(() => selectTurnaroundForm(store.getState()).saved)
  expect(api.callsTo(CAR_SEAT)[0]?.body).toEqual({ turnaround_days: 1 })
  expect(selectTurnaroundForm(store.getState()).edits).toEqual({})
})
