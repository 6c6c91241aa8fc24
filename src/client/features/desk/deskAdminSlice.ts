import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RoleChangeRequest } from '../../../shared/contract/desk-bookings'
import type { RootState } from '../../app/store'

/** The audit log's filters as staff type them: a booking reference and a unit's asset tag. */
export interface AuditFilterDraft {
  reference: string
  assetTag: string
  actorId: string
  day: string
}

/** The filters sent to the server, once the reference and asset tag are found. */
export interface AuditFilters {
  booking_id?: string
  unit_id?: string
  actor_id?: string
  day?: string
}

export type AuditFilterProblem = 'bookingNotFound' | 'unitNotFound'

export interface DeskAdminState {
  staff: {
    email: string
    busy: boolean
    errorCode: string | null
    done: RoleChangeRequest | null
  }
  audit: {
    draft: AuditFilterDraft
    /** Null while the reference or asset tag is being looked up. */
    filters: AuditFilters | null
    cursors: string[]
    problem: AuditFilterProblem | null
  }
}

export const initialDeskAdminState: DeskAdminState = {
  staff: { email: '', busy: false, errorCode: null, done: null },
  audit: {
    draft: { reference: '', assetTag: '', actorId: '', day: '' },
    filters: {},
    cursors: [],
    problem: null,
  },
}

/** The admin's desk screens: staff roles and the audit log's filters and pages. */
export const deskAdminSlice = createSlice({
  name: 'deskAdmin',
  initialState: initialDeskAdminState,
  reducers: {
    staffEmailChanged(state, action: PayloadAction<string>) {
      state.staff.email = action.payload
      state.staff.errorCode = null
    },
    /** deskListeners sends it; the email comes from the draft (make) or the list (take back). */
    roleChangeSubmitted(state, _action: PayloadAction<RoleChangeRequest>) {
      state.staff.busy = true
      state.staff.errorCode = null
      state.staff.done = null
    },
    roleChangeFailed(state, action: PayloadAction<string>) {
      state.staff.busy = false
      state.staff.errorCode = action.payload
    },
    roleChanged(state, action: PayloadAction<RoleChangeRequest>) {
      state.staff.busy = false
      state.staff.done = action.payload
      if (action.payload.role === 'moderator') state.staff.email = ''
    },
    auditFilterChanged(state, action: PayloadAction<Partial<AuditFilterDraft>>) {
      Object.assign(state.audit.draft, action.payload)
    },
    /** deskListeners finds the booking and unit, then sends auditFiltersResolved. */
    auditFiltersApplied(state) {
      state.audit.filters = null
      state.audit.cursors = []
      state.audit.problem = null
    },
    auditFiltersResolved(state, action: PayloadAction<AuditFilters>) {
      state.audit.filters = action.payload
    },
    auditFilterNotFound(state, action: PayloadAction<AuditFilterProblem>) {
      state.audit.problem = action.payload
    },
    auditNextPage(state, action: PayloadAction<string>) {
      state.audit.cursors.push(action.payload)
    },
    auditPreviousPage(state) {
      state.audit.cursors.pop()
    },
  },
})

export const {
  staffEmailChanged,
  roleChangeSubmitted,
  roleChangeFailed,
  roleChanged,
  auditFilterChanged,
  auditFiltersApplied,
  auditFiltersResolved,
  auditFilterNotFound,
  auditNextPage,
  auditPreviousPage,
} = deskAdminSlice.actions

/** The store's state once the desk's chunk has added this slice (absent before: initial state). */
type AdminRootState = RootState & { deskAdmin?: DeskAdminState }

const adminState = (state: AdminRootState) => state.deskAdmin ?? initialDeskAdminState

export const selectStaffForm = (state: AdminRootState) => adminState(state).staff
export const selectAudit = (state: AdminRootState) => adminState(state).audit
