import { addListener, type Dispatch, type UnknownAction } from '@reduxjs/toolkit'
import { apiErrorCode, type ApiError } from '../../app/apiError'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import {
  auditFilterNotFound,
  auditFiltersApplied,
  auditFiltersResolved,
  roleChanged,
  roleChangeFailed,
  roleChangeSubmitted,
  selectAudit,
  type AuditFilters,
} from './deskAdminSlice'
import { inventoryApi } from './inventory'
import { deskBookingsApi } from './deskBookingsApi'
import {
  dayRefreshStarted,
  dayRefreshStopped,
  selectStaffChange,
  staffChangeFailed,
  staffChangeSubmitted,
  staffChangeSucceeded,
} from './deskBookingsSlice'
import { centsFromText, selectDeskLocation } from './shell'

/** How often the open day screen asks for its lists again. */
export const DAY_REFRESH_MS = 60_000

const addDeskListener = addListener.withTypes<RootState, AppDispatch, AppExtra>()
type Result = { error?: ApiError }
const failed = (result: Result) =>
  result.error ? (apiErrorCode(result.error) ?? 'INTERNAL_ERROR') : null

/** While the day screen is open (between its start and stop), the day is fetched every minute. */
const refreshTheDay = addDeskListener({
  actionCreator: dayRefreshStarted,
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners()
    for (;;) {
      const stopped = await listenerApi.take(dayRefreshStopped.match, DAY_REFRESH_MS)
      if (stopped) return
      listenerApi.dispatch(deskBookingsApi.util.invalidateTags(['DeskDay']))
    }
  },
})

/** An admin's cancellation or refund, sent once the draft is right, with its idempotency key. */
const sendStaffChange = addDeskListener({
  actionCreator: staffChangeSubmitted,
  effect: async (_action, listenerApi) => {
    const change = selectStaffChange(listenerApi.getState())
    if (!change?.busy) return
    const { bookingId: id, idempotencyKey, reason } = change
    const amount = centsFromText(change.amount) ?? 0
    const endpoints = deskBookingsApi.endpoints
    const result =
      change.kind === 'cancel'
        ? await listenerApi.dispatch(
            endpoints.cancelDeskBooking.initiate({
              id,
              idempotencyKey,
              body: {
                reason: reason.trim(),
                refund_amount: amount,
                payment_status: change.paymentStatus,
              },
            }),
          )
        : await listenerApi.dispatch(
            endpoints.refundDeskBooking.initiate({
              id,
              idempotencyKey,
              body: { amount, ...(reason.trim() ? { reason: reason.trim() } : {}) },
            }),
          )
    const code = failed(result)
    listenerApi.dispatch(code ? staffChangeFailed(code) : staffChangeSucceeded())
  },
})

/** Makes an account a moderator, or takes it back. */
const sendRoleChange = addDeskListener({
  actionCreator: roleChangeSubmitted,
  effect: async ({ payload }, listenerApi) => {
    const request = deskBookingsApi.endpoints.changeStaffRole.initiate(payload)
    const code = failed(await listenerApi.dispatch(request))
    listenerApi.dispatch(code ? roleChangeFailed(code) : roleChanged(payload))
  },
})

/**
 * The audit filters as the server takes them: the booking found by its reference, the unit by
 * its asset tag among the desk location's units.
 */
const resolveAuditFilters = addDeskListener({
  actionCreator: auditFiltersApplied,
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners()
    const state = listenerApi.getState()
    const { reference, assetTag, actorId, day } = selectAudit(state).draft
    const filters: AuditFilters = {
      ...(actorId ? { actor_id: actorId } : {}),
      ...(day ? { day } : {}),
    }
    if (reference.trim()) {
      const found = await listenerApi.dispatch(
        deskBookingsApi.endpoints.findDeskBookingByReference.initiate(
          { reference: reference.trim().toUpperCase() },
          { subscribe: false },
        ),
      )
      if (!found.data) return void listenerApi.dispatch(auditFilterNotFound('bookingNotFound'))
      filters.booking_id = found.data.id
    }
    if (assetTag.trim()) {
      const inventory = await listenerApi.dispatch(
        inventoryApi.endpoints.getInventory.initiate(
          { code: selectDeskLocation(state) },
          { subscribe: false },
        ),
      )
      const tag = assetTag.trim().toUpperCase()
      const unit = inventory.data?.items
        .flatMap((item) => item.units)
        .find((candidate) => candidate.asset_tag === tag)
      if (!unit) return void listenerApi.dispatch(auditFilterNotFound('unitNotFound'))
      filters.unit_id = unit._id
    }
    listenerApi.dispatch(auditFiltersResolved(filters))
  },
})

/** Joins the desk's listeners to the store's listener middleware (once: the same ones again are ignored). */
export function addDeskListeners(dispatch: Dispatch<UnknownAction>) {
  const listeners = [refreshTheDay, sendStaffChange, sendRoleChange, resolveAuditFilters]
  for (const listener of listeners) {
    dispatch(listener)
  }
}
