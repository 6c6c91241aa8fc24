import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from '../../../app/store'
import { deskSliceState } from './deskSliceState'

/** The location the desk opens on. */
export const DEFAULT_DESK_LOCATION = 'SVQ'

export interface DeskState {
  /** The location the day, the run, the attention list and the inventory show. */
  locationCode: string
}

export const initialDeskState: DeskState = { locationCode: DEFAULT_DESK_LOCATION }

/** The desk's own state: the location every room works at. */
export const deskSlice = createSlice({
  name: 'desk',
  initialState: initialDeskState,
  reducers: {
    locationChosen(state, action: PayloadAction<string>) {
      state.locationCode = action.payload
    },
  },
})

export const { locationChosen } = deskSlice.actions

const deskState = deskSliceState(deskSlice.reducerPath, initialDeskState)

export const selectDeskLocation = (state: RootState) => deskState(state).locationCode
