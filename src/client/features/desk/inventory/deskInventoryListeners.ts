import type { UnitsShortResponse } from '../../../../shared/contract/desk'
import { apiErrorCode, type ApiError } from '../../../app/apiError'
import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import type { AppDispatch } from '../../../app/store'
import { errorCodeOf } from '../shell'
import { inventoryApi } from './inventoryApi'
import {
  addUnitFailed,
  addUnitSubmitted,
  deskInventorySlice,
  outOfServiceClosed,
  outOfServiceSubmitted,
  pendingChangeClosed,
  selectAddUnitDraft,
  selectOutOfServiceDraft,
  selectTurnaroundForm,
  turnaroundSaveFailed,
  turnaroundSaveRequested,
  turnaroundsSaved,
  unitAdded,
  unitChangeFailed,
  unitChangeRequested,
  unitChangeSettled,
  unitsShortReported,
} from './deskInventorySlice'
import { outOfServiceBody, type UnitChangeRequest } from './inventoryDrafts'

type Dispatch = AppDispatch

const shortBookingsOf = (error: ApiError) =>
  error && 'data' in error && apiErrorCode(error) === 'UNITS_SHORT'
    ? (error.data as UnitsShortResponse).short_bookings
    : null

/** The request a unit change makes; a retirement or out-of-service period says if confirmed. */
function unitChangeSent(dispatch: Dispatch, { code, change, confirm }: UnitChangeRequest) {
  const { assetTag } = change
  const endpoints = inventoryApi.endpoints
  if (change.action === 'back_in_service') {
    return dispatch(endpoints.putBackInService.initiate({ code, assetTag }))
  }
  if (change.action === 'out_of_service') {
    const body = { ...change.body, confirm }
    return dispatch(endpoints.putOutOfService.initiate({ code, assetTag, body }))
  }
  return dispatch(
    endpoints.retireUnit.initiate({ code, assetTag, body: { ...change.body, confirm } }),
  )
}

/**
 * Sends one unit change. A change refused with UNITS_SHORT waits in the inventory's slice for
 * "Confirm anyway" (sent again with `confirm: true`) or "Cancel"; any other refusal is told at
 * `at`. True when the server took it.
 */
async function sendUnitChange(dispatch: Dispatch, request: UnitChangeRequest) {
  const { at, change, confirm } = request
  const { error } = await unitChangeSent(dispatch, request)
  if (!error) {
    if (change.action !== 'back_in_service') dispatch(pendingChangeClosed())
    dispatch(unitChangeSettled())
    return true
  }
  const shortBookings = confirm === false ? shortBookingsOf(error) : null
  if (shortBookings && change.action !== 'back_in_service') {
    dispatch(unitsShortReported({ ...change, shortBookings }))
    dispatch(unitChangeSettled())
  } else dispatch(unitChangeFailed({ at, errorCode: errorCodeOf(error) }))
  return false
}

/** The out-of-service form of an item, sent; it closes once the server took it. */
const sendOutOfService = addAppListener({
  actionCreator: outOfServiceSubmitted,
  effect: async ({ payload: { code, gearId } }, listenerApi) => {
    const draft = selectOutOfServiceDraft(listenerApi.getState(), gearId)
    if (!draft) return void listenerApi.dispatch(unitChangeSettled())
    const change = { action: 'out_of_service' as const, assetTag: draft.assetTag }
    const request = {
      code,
      at: gearId,
      confirm: false,
      change: { ...change, body: outOfServiceBody(draft) },
    }
    if (await sendUnitChange(listenerApi.dispatch, request)) {
      listenerApi.dispatch(outOfServiceClosed({ gearId }))
    }
  },
})

/** A retirement, a return to service or a change confirmed in the short-bookings dialog. */
const sendUnitChangeRequested = addAppListener({
  actionCreator: unitChangeRequested,
  effect: async ({ payload }, listenerApi) => {
    await sendUnitChange(listenerApi.dispatch, payload)
  },
})

/** A new unit for an item: the asset tag upper-cased (generated when empty), the note trimmed. */
const sendAddUnit = addAppListener({
  actionCreator: addUnitSubmitted,
  effect: async ({ payload: { code, gearId } }, listenerApi) => {
    const { assetTag, condition } = selectAddUnitDraft(listenerApi.getState(), gearId)
    const body = {
      gear_id: gearId,
      ...(assetTag.trim() ? { asset_tag: assetTag.trim().toUpperCase() } : {}),
      ...(condition.trim() ? { condition_note: condition.trim() } : {}),
    }
    const result = await listenerApi.dispatch(
      inventoryApi.endpoints.addUnit.initiate({ code, body }),
    )
    listenerApi.dispatch(
      result.error
        ? addUnitFailed({ gearId, errorCode: errorCodeOf(result.error) })
        : unitAdded({ gearId }),
    )
  },
})

/** Each changed turnaround in turn; the first refusal stops the rest and keeps the edits. */
const saveTurnarounds = addAppListener({
  actionCreator: turnaroundSaveRequested,
  effect: async (_action, listenerApi) => {
    const { edits } = selectTurnaroundForm(listenerApi.getState())
    for (const [category, value] of Object.entries(edits)) {
      const result = await listenerApi.dispatch(
        inventoryApi.endpoints.setTurnaround.initiate({
          category: category as keyof typeof edits,
          turnaroundDays: Number(value),
        }),
      )
      if (result.error)
        return void listenerApi.dispatch(turnaroundSaveFailed(errorCodeOf(result.error)))
    }
    listenerApi.dispatch(turnaroundsSaved())
  },
})

/** The inventory's slice and listeners, joined to the store with the rest of the desk. */
export const inventoryFeature: LazyFeature = {
  slice: deskInventorySlice,
  listeners: [sendOutOfService, sendUnitChangeRequested, sendAddUnit, saveTurnarounds],
}
