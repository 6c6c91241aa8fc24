import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { deskSliceState } from '../shell'

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

export interface DeskAuditState {
  draft: AuditFilterDraft
  /** Null while the reference or asset tag is being looked up. */
  filters: AuditFilters | null
  cursors: string[]
  problem: AuditFilterProblem | null
}

export const initialDeskAuditState: DeskAuditState = {
  draft: { reference: '', assetTag: '', actorId: '', day: '' },
  filters: {},
  cursors: [],
  problem: null,
}

/** The audit log (admins): its filters and pages. */
export const deskAuditSlice = createSlice({
  name: 'deskAudit',
  initialState: initialDeskAuditState,
  reducers: {
    auditFilterChanged(state, action: PayloadAction<Partial<AuditFilterDraft>>) {
      Object.assign(state.draft, action.payload)
    },
    /** deskAuditListeners find the booking and unit, then send auditFiltersResolved. */
    auditFiltersApplied(state) {
      state.filters = null
      state.cursors = []
      state.problem = null
    },
    auditFiltersResolved(state, action: PayloadAction<AuditFilters>) {
      state.filters = action.payload
    },
    auditFilterNotFound(state, action: PayloadAction<AuditFilterProblem>) {
      state.problem = action.payload
    },
    auditNextPage(state, action: PayloadAction<string>) {
      state.cursors.push(action.payload)
    },
    auditPreviousPage(state) {
      state.cursors.pop()
    },
  },
})

export const {
  auditFilterChanged,
  auditFiltersApplied,
  auditFiltersResolved,
  auditFilterNotFound,
  auditNextPage,
  auditPreviousPage,
} = deskAuditSlice.actions

export const selectAudit = deskSliceState(deskAuditSlice.reducerPath, initialDeskAuditState)
