import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChecklistItem } from '../../../../../shared/domain/unitSafety'
import type { RootState } from '../../../../app/store'
import { deskSliceState } from '../../shell'

/** The inspection staff are recording of one unit, as ticked so far. */
export interface InspectionDraft {
  assetTag: string
  checklist: ChecklistItem[]
  note: string
  busy: boolean
  errorCode: string | null
}

export interface DeskMaintenanceState {
  inspection: InspectionDraft | null
  /** The unit whose inspection was recorded last, for the screen to say so. */
  recorded: string | null
}

const initialState: DeskMaintenanceState = { inspection: null, recorded: null }

/** The Maintenance list's inspection form (docs/safety.md, Safety records). */
export const deskMaintenanceSlice = createSlice({
  name: 'deskMaintenance',
  initialState,
  reducers: {
    inspectionOpened(state, action: PayloadAction<{ assetTag: string }>) {
      const { assetTag } = action.payload
      state.inspection = { assetTag, checklist: [], note: '', busy: false, errorCode: null }
      state.recorded = null
    },
    inspectionItemToggled(state, action: PayloadAction<ChecklistItem>) {
      const draft = state.inspection
      if (!draft) return
      draft.checklist = draft.checklist.includes(action.payload)
        ? draft.checklist.filter((item) => item !== action.payload)
        : [...draft.checklist, action.payload]
    },
    inspectionNoteEdited(state, action: PayloadAction<string>) {
      if (state.inspection) state.inspection.note = action.payload
    },
    /** maintenanceListeners send the draft to `code`. */
    inspectionSubmitted(state, _action: PayloadAction<{ code: string }>) {
      if (state.inspection) Object.assign(state.inspection, { busy: true, errorCode: null })
    },
    inspectionFailed(state, action: PayloadAction<string>) {
      if (state.inspection)
        Object.assign(state.inspection, { busy: false, errorCode: action.payload })
    },
    inspectionRecorded(state, action: PayloadAction<{ assetTag: string }>) {
      state.inspection = null
      state.recorded = action.payload.assetTag
    },
    inspectionClosed(state) {
      state.inspection = null
    },
  },
})

export const {
  inspectionOpened,
  inspectionItemToggled,
  inspectionNoteEdited,
  inspectionSubmitted,
  inspectionFailed,
  inspectionRecorded,
  inspectionClosed,
} = deskMaintenanceSlice.actions

const maintenanceState = deskSliceState(deskMaintenanceSlice.reducerPath, initialState)
export const selectInspectionDraft = (state: RootState) => maintenanceState(state).inspection
export const selectInspectionRecorded = (state: RootState) => maintenanceState(state).recorded
