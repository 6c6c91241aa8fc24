import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import { initialBookingChangeState } from './bookingChangeState'
import { changeAsks } from './changeAsks'
import type { ChangeBy, ChangeDraft } from './changeDraft'
import { draftEdits } from './draftEdits'

export { initialBookingChangeState, type BookingChangeState } from './bookingChangeState'

/** A new key per opening of the form: its commit is made once, however often it is sent. */
const newChangeKey = () => `change-${globalThis.crypto.randomUUID()}`

/** The change form: opened on a booking's terms, its draft's steps, then its preview and commit. */
export const bookingChangeSlice = createSlice({
  name: 'bookingChange',
  initialState: initialBookingChangeState,
  reducers: {
    formOpened: {
      reducer(
        _state,
        action: PayloadAction<{ bookingId: string; terms: ChangeDraft; by: ChangeBy; key: string }>,
      ) {
        const { bookingId, terms, by, key } = action.payload
        return {
          ...initialBookingChangeState,
          by,
          open: true,
          bookingId,
          idempotencyKey: key,
          original: terms,
          draft: terms,
        }
      },
      prepare: (opening: { bookingId: string; terms: ChangeDraft; by: ChangeBy }) => ({
        payload: { ...opening, key: newChangeKey() },
      }),
    },
    formClosed(state) {
      if (state.status !== 'committing') state.open = false
    },
    ...draftEdits,
    ...changeAsks,
  },
})

export const {
  formOpened: changeFormOpened,
  formClosed: changeFormClosed,
  termChanged: changeTermChanged,
  unitsChanged: changeUnitsChanged,
  gearAdded: changeGearAdded,
  overrideReasonChanged: changeOverrideReasonChanged,
  previewRequested: changePreviewRequested,
  previewReceived: changePreviewReceived,
  previewFailed: changePreviewFailed,
  confirmed: changeConfirmed,
  committed: changeCommitted,
  commitFailed: changeCommitFailed,
} = bookingChangeSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof bookingChangeSlice> {}
}

export const selectBookingChange = (state: RootState) =>
  state.bookingChange ?? initialBookingChangeState
