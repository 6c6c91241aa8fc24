import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { deskBookingsApi } from '../bookings'
import { inventoryApi } from '../inventory'
import { selectDeskLocation } from '../shell'
import {
  auditFilterNotFound,
  auditFiltersApplied,
  auditFiltersResolved,
  deskAuditSlice,
  selectAudit,
  type AuditFilters,
} from './deskAuditSlice'

/**
 * The audit filters as the server takes them: the booking found by its reference, the unit by
 * its asset tag among the desk location's units.
 */
const resolveAuditFilters = addAppListener({
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

/** The audit log's slice and listener, joined to the store with the rest of the desk. */
export const auditFeature: LazyFeature = { slice: deskAuditSlice, listeners: [resolveAuditFilters] }
