import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type {
  OutOfServiceRequest,
  RetireUnitRequest,
  ShortBooking,
} from '../../../../shared/contract/desk'
import type { RootState } from '../../../app/store'

/** The location the desk opens on. */
export const DEFAULT_DESK_LOCATION = 'SVQ'

export type UnitStatusFilter = 'all' | 'out_of_service_today'

/** A unit change the server refused with UNITS_SHORT, waiting for "Confirm anyway" or "Cancel". */
export type PendingUnitChange =
  | { action: 'out_of_service'; assetTag: string; body: OutOfServiceRequest }
  | { action: 'retire'; assetTag: string; body: RetireUnitRequest }

export interface DeskState {
  locationCode: string
  /** Matches a gear item's name or code, or a unit's asset tag. */
  search: string
  status: UnitStatusFilter
  pendingChange: (PendingUnitChange & { shortBookings: ShortBooking[] }) | null
}

export const initialDeskState: DeskState = {
  locationCode: DEFAULT_DESK_LOCATION,
  search: '',
  status: 'all',
  pendingChange: null,
}

/** The desk's own state: the location shown, its filters and a change waiting for confirmation. */
export const deskSlice = createSlice({
  name: 'desk',
  initialState: initialDeskState,
  reducers: {
    locationChosen(state, action: PayloadAction<string>) {
      state.locationCode = action.payload
      state.pendingChange = null
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload
    },
    statusFilterChanged(state, action: PayloadAction<UnitStatusFilter>) {
      state.status = action.payload
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
  },
})

export const {
  locationChosen,
  searchChanged,
  statusFilterChanged,
  unitsShortReported,
  pendingChangeClosed,
} = deskSlice.actions

/** The store's state once the desk's chunk has added this slice (absent before: initial state). */
export type DeskRootState = RootState & { desk?: DeskState }

const deskState = (state: DeskRootState) => state.desk ?? initialDeskState

export const selectDeskLocation = (state: DeskRootState) => deskState(state).locationCode
export const selectDeskSearch = (state: DeskRootState) => deskState(state).search
export const selectDeskStatusFilter = (state: DeskRootState) => deskState(state).status
export const selectPendingUnitChange = (state: DeskRootState) => deskState(state).pendingChange
