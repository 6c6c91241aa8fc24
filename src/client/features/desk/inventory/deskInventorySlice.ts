import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ShortBooking } from '../../../../shared/contract/desk'
import type { GearCategory } from '../../../../shared/domain/catalogue'
import type { RootState } from '../../../app/store'
import { deskSliceState, locationChosen } from '../shell'
import {
  emptyAddUnit,
  type AddUnitDraft,
  type OutOfServiceDraft,
  type PendingUnitChange,
  type UnitChangeRequest,
  type UnitStatusFilter,
} from './inventoryDrafts'

export interface DeskInventoryState {
  /** Matches a gear item's name or code, or a unit's asset tag. */
  search: string
  status: UnitStatusFilter
  /** By gear id. */
  addUnit: Record<string, AddUnitDraft>
  /** By gear id: one form open per item's table. */
  outOfService: Record<string, OutOfServiceDraft>
  unitChange: { busy: boolean; errorCode: string | null; errorAt: string | null }
  /** A change refused for short bookings, until it is confirmed, closed or the location changes. */
  pendingChange: (PendingUnitChange & { shortBookings: ShortBooking[] }) | null
  turnaround: {
    edits: Partial<Record<GearCategory, string>>
    busy: boolean
    errorCode: string | null
    saved: boolean
  }
}

export const initialDeskInventoryState: DeskInventoryState = {
  search: '',
  status: 'all',
  addUnit: {},
  outOfService: {},
  unitChange: { busy: false, errorCode: null, errorAt: null },
  pendingChange: null,
  turnaround: { edits: {}, busy: false, errorCode: null, saved: false },
}

/**
 * The inventory's filters and forms as staff fill them: new units, out-of-service periods, a
 * change waiting for confirmation, turnarounds.
 */
export const deskInventorySlice = createSlice({
  name: 'deskInventory',
  initialState: initialDeskInventoryState,
  reducers: {
    addUnitEdited(
      state,
      action: PayloadAction<
        { gearId: string } & Partial<Pick<AddUnitDraft, 'assetTag' | 'condition'>>
      >,
    ) {
      const { gearId, ...edit } = action.payload
      state.addUnit[gearId] = { ...(state.addUnit[gearId] ?? emptyAddUnit), ...edit }
    },
    /** deskInventoryListeners send the draft of `gearId` to `code`. */
    addUnitSubmitted(state, action: PayloadAction<{ code: string; gearId: string }>) {
      const draft = (state.addUnit[action.payload.gearId] ??= { ...emptyAddUnit })
      draft.busy = true
      draft.errorCode = null
    },
    addUnitFailed(state, action: PayloadAction<{ gearId: string; errorCode: string }>) {
      const draft = state.addUnit[action.payload.gearId]
      if (!draft) return
      draft.busy = false
      draft.errorCode = action.payload.errorCode
    },
    unitAdded(state, action: PayloadAction<{ gearId: string }>) {
      delete state.addUnit[action.payload.gearId]
    },
    /** "Out of service" under a unit opens its form (closing another of the item), or closes it. */
    outOfServiceToggled(state, action: PayloadAction<{ gearId: string; assetTag: string }>) {
      const { gearId, assetTag } = action.payload
      if (state.outOfService[gearId]?.assetTag === assetTag) delete state.outOfService[gearId]
      else state.outOfService[gearId] = { assetTag, from: '', until: '', reason: 'repair' }
    },
    outOfServiceEdited(
      state,
      action: PayloadAction<{ gearId: string } & Partial<Omit<OutOfServiceDraft, 'assetTag'>>>,
    ) {
      const { gearId, ...edit } = action.payload
      const draft = state.outOfService[gearId]
      if (draft) Object.assign(draft, edit)
    },
    outOfServiceClosed(state, action: PayloadAction<{ gearId: string }>) {
      delete state.outOfService[action.payload.gearId]
    },
    /** deskInventoryListeners send the open form's draft of `gearId` (UNITS_SHORT waits for a confirm). */
    outOfServiceSubmitted(state, _action: PayloadAction<{ code: string; gearId: string }>) {
      state.unitChange = { busy: true, errorCode: null, errorAt: null }
    },
    /** deskInventoryListeners send a retirement, a return to service or a confirmed change. */
    unitChangeRequested(state, _action: PayloadAction<UnitChangeRequest>) {
      state.unitChange = { busy: true, errorCode: null, errorAt: null }
    },
    unitChangeSettled(state) {
      state.unitChange.busy = false
    },
    unitsShortReported(
      state,
      action: PayloadAction<PendingUnitChange & { shortBookings: ShortBooking[] }>,
    ) {
      state.pendingChange = action.payload
    },
    pendingChangeClosed(state) {
      state.pendingChange = null
    },
    unitChangeFailed(state, action: PayloadAction<{ at: string; errorCode: string }>) {
      state.unitChange = {
        busy: false,
        errorCode: action.payload.errorCode,
        errorAt: action.payload.at,
      }
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload
    },
    statusFilterChanged(state, action: PayloadAction<UnitStatusFilter>) {
      state.status = action.payload
    },
    turnaroundEdited(state, action: PayloadAction<{ category: GearCategory; value: string }>) {
      state.turnaround.edits[action.payload.category] = action.payload.value
    },
    /** deskInventoryListeners send each changed category in turn, stopping at the first refusal. */
    turnaroundSaveRequested(state) {
      Object.assign(state.turnaround, { busy: true, errorCode: null, saved: false })
    },
    turnaroundSaveFailed(state, action: PayloadAction<string>) {
      Object.assign(state.turnaround, { busy: false, errorCode: action.payload })
    },
    turnaroundsSaved(state) {
      state.turnaround = { edits: {}, busy: false, errorCode: null, saved: true }
    },
  },
  extraReducers: (builder) => {
    // A change waiting at one location is not confirmed at another.
    builder.addCase(locationChosen, (state) => {
      state.pendingChange = null
    })
  },
})

export const {
  searchChanged,
  statusFilterChanged,
  addUnitEdited,
  addUnitSubmitted,
  addUnitFailed,
  unitAdded,
  outOfServiceToggled,
  outOfServiceEdited,
  outOfServiceClosed,
  outOfServiceSubmitted,
  unitChangeRequested,
  unitChangeSettled,
  unitsShortReported,
  pendingChangeClosed,
  unitChangeFailed,
  turnaroundEdited,
  turnaroundSaveRequested,
  turnaroundSaveFailed,
  turnaroundsSaved,
} = deskInventorySlice.actions

const inventoryState = deskSliceState(deskInventorySlice.reducerPath, initialDeskInventoryState)

export const selectAddUnitDraft = (state: RootState, gearId: string) =>
  inventoryState(state).addUnit[gearId] ?? emptyAddUnit
export const selectOutOfServiceDraft = (state: RootState, gearId: string) =>
  inventoryState(state).outOfService[gearId] ?? null
export const selectUnitChangeBusy = (state: RootState) => inventoryState(state).unitChange.busy
/** The refusal of the last unit change, where it is to be shown (`at`), else null. */
export const selectUnitChangeError = (state: RootState, at: string) => {
  const { errorCode, errorAt } = inventoryState(state).unitChange
  return errorAt === at ? errorCode : null
}
export const selectInventorySearch = (state: RootState) => inventoryState(state).search
export const selectInventoryStatusFilter = (state: RootState) => inventoryState(state).status
export const selectPendingUnitChange = (state: RootState) => inventoryState(state).pendingChange
export const selectTurnaroundForm = (state: RootState) => inventoryState(state).turnaround
