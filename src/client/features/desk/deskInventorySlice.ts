import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { OutOfServiceReason, OutOfServiceRequest } from '../../../shared/contract/desk'
import type { GearCategory } from '../../../shared/domain/catalogue'
import type { RootState } from '../../app/store'
import type { PendingUnitChange } from './shell'

/** A unit staff add to an item, as typed: an asset tag (generated when empty) and a note. */
export interface AddUnitDraft {
  assetTag: string
  condition: string
  busy: boolean
  errorCode: string | null
}

/** The out-of-service form open under one unit of an item. */
export interface OutOfServiceDraft {
  assetTag: string
  /** Today when empty. */
  from: string
  /** Open-ended when empty. */
  until: string
  reason: OutOfServiceReason
}

/** Where a refused unit change is told: under the item's table (its gear id) or in the dialog. */
export const SHORT_DIALOG = 'dialog'

export interface DeskInventoryState {
  /** By gear id. */
  addUnit: Record<string, AddUnitDraft>
  /** By gear id: one form open per item's table. */
  outOfService: Record<string, OutOfServiceDraft>
  unitChange: { busy: boolean; errorCode: string | null; errorAt: string | null }
  turnaround: {
    edits: Partial<Record<GearCategory, string>>
    busy: boolean
    errorCode: string | null
    saved: boolean
  }
}

export const initialDeskInventoryState: DeskInventoryState = {
  addUnit: {},
  outOfService: {},
  unitChange: { busy: false, errorCode: null, errorAt: null },
  turnaround: { edits: {}, busy: false, errorCode: null, saved: false },
}

const emptyAddUnit: AddUnitDraft = { assetTag: '', condition: '', busy: false, errorCode: null }

/** A change to one unit: confirm says whether bookings left short were already accepted. */
export type UnitChange =
  | { change: PendingUnitChange; confirm: boolean }
  | { change: { action: 'back_in_service'; assetTag: string }; confirm?: undefined }

/** A unit change for deskListeners to send at `code`; `at` says where a refusal is shown. */
export type UnitChangeRequest = { code: string; at: string } & UnitChange

/** The out-of-service request a draft makes: from and until only when given. */
export const outOfServiceBody = ({
  from,
  until,
  reason,
}: OutOfServiceDraft): OutOfServiceRequest => ({
  reason,
  ...(from ? { from } : {}),
  until: until || null,
})

/** The inventory's forms as staff fill them: new units, out-of-service periods, turnarounds. */
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
    /** deskListeners sends the draft of `gearId` to `code`. */
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
    /** deskListeners sends the open form's draft of `gearId` (UNITS_SHORT waits for a confirm). */
    outOfServiceSubmitted(state, _action: PayloadAction<{ code: string; gearId: string }>) {
      state.unitChange = { busy: true, errorCode: null, errorAt: null }
    },
    /** deskListeners sends a retirement, a return to service or a confirmed change. */
    unitChangeRequested(state, _action: PayloadAction<UnitChangeRequest>) {
      state.unitChange = { busy: true, errorCode: null, errorAt: null }
    },
    unitChangeSettled(state) {
      state.unitChange.busy = false
    },
    unitChangeFailed(state, action: PayloadAction<{ at: string; errorCode: string }>) {
      state.unitChange = {
        busy: false,
        errorCode: action.payload.errorCode,
        errorAt: action.payload.at,
      }
    },
    turnaroundEdited(state, action: PayloadAction<{ category: GearCategory; value: string }>) {
      state.turnaround.edits[action.payload.category] = action.payload.value
    },
    /** deskListeners sends each changed category in turn, stopping at the first refusal. */
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
})

export const {
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
  unitChangeFailed,
  turnaroundEdited,
  turnaroundSaveRequested,
  turnaroundSaveFailed,
  turnaroundsSaved,
} = deskInventorySlice.actions

/** The store's state once the desk's chunk has added this slice (absent before: initial state). */
type InventoryRootState = RootState & { deskInventory?: DeskInventoryState }

const inventoryState = (state: InventoryRootState) =>
  state.deskInventory ?? initialDeskInventoryState

export const selectAddUnitDraft = (state: InventoryRootState, gearId: string) =>
  inventoryState(state).addUnit[gearId] ?? emptyAddUnit
export const selectOutOfServiceDraft = (state: InventoryRootState, gearId: string) =>
  inventoryState(state).outOfService[gearId] ?? null
export const selectUnitChangeBusy = (state: InventoryRootState) =>
  inventoryState(state).unitChange.busy
/** The refusal of the last unit change, where it is to be shown (`at`), else null. */
export const selectUnitChangeError = (state: InventoryRootState, at: string) => {
  const { errorCode, errorAt } = inventoryState(state).unitChange
  return errorAt === at ? errorCode : null
}
export const selectTurnaroundForm = (state: InventoryRootState) => inventoryState(state).turnaround
