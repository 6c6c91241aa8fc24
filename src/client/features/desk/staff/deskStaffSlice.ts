import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RoleChangeRequest } from '../../../../shared/contract/desk-bookings'
import { deskSliceState } from '../shell'

/** The admin's staff screen: the email being made a moderator, and how the last change went. */
export interface DeskStaffState {
  email: string
  busy: boolean
  errorCode: string | null
  done: RoleChangeRequest | null
}

export const initialDeskStaffState: DeskStaffState = {
  email: '',
  busy: false,
  errorCode: null,
  done: null,
}

/** Staff roles (admins): make an account a moderator, or take the role back. */
export const deskStaffSlice = createSlice({
  name: 'deskStaff',
  initialState: initialDeskStaffState,
  reducers: {
    staffEmailChanged(state, action: PayloadAction<string>) {
      state.email = action.payload
      state.errorCode = null
    },
    /** deskStaffListeners send it; the email comes from the draft (make) or the list (take back). */
    roleChangeSubmitted(state, _action: PayloadAction<RoleChangeRequest>) {
      state.busy = true
      state.errorCode = null
      state.done = null
    },
    roleChangeFailed(state, action: PayloadAction<string>) {
      state.busy = false
      state.errorCode = action.payload
    },
    roleChanged(state, action: PayloadAction<RoleChangeRequest>) {
      state.busy = false
      state.done = action.payload
      if (action.payload.role === 'moderator') state.email = ''
    },
  },
})

export const { staffEmailChanged, roleChangeSubmitted, roleChangeFailed, roleChanged } =
  deskStaffSlice.actions

export const selectStaffForm = deskSliceState(deskStaffSlice.reducerPath, initialDeskStaffState)
