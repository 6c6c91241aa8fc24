import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { BookingChangePreview, BookingVersion } from '../../../shared/contract/bookingChanges'
import type { RootState } from '../../app/store'
import { changeAskOf, type ChangeDraft, type ChangeError, type ChangeTerm } from './changeDraft'

/**
 * "Change booking" on the booking page (docs/money.md, Changes): the draft of the change, the
 * preview priced for which signature (dedupe key, kept here as the basket keeps its own), and
 * the key the commit is sent with, made when the form opens.
 */
export interface BookingChangeState {
  open: boolean
  bookingId: string | null
  original: ChangeDraft | null
  draft: ChangeDraft | null
  /** The signature a preview was last asked for: the same one is not asked again. */
  askedSignature: string | null
  preview: { signature: string; answer: BookingChangePreview } | null
  status: 'editing' | 'previewing' | 'committing' | 'done' | 'failed'
  error: ChangeError | null
  idempotencyKey: string | null
  /** The change made, until the form opens again. */
  made: BookingVersion | null
}

export const initialBookingChangeState: BookingChangeState = {
  open: false,
  bookingId: null,
  original: null,
  draft: null,
  askedSignature: null,
  preview: null,
  status: 'editing',
  error: null,
  idempotencyKey: null,
  made: null,
}

const isCurrent = (state: BookingChangeState, signature: string) =>
  changeAskOf(state)?.signature === signature

/** A new key per opening of the form: its commit is made once, however often it is sent. */
const newChangeKey = () => `change-${globalThis.crypto.randomUUID()}`

export const bookingChangeSlice = createSlice({
  name: 'bookingChange',
  initialState: initialBookingChangeState,
  reducers: {
    formOpened: {
      reducer(
        state,
        action: PayloadAction<{ bookingId: string; terms: ChangeDraft; key: string }>,
      ) {
        const { bookingId, terms, key } = action.payload
        return {
          ...initialBookingChangeState,
          open: true,
          bookingId,
          idempotencyKey: key,
          original: terms,
          draft: terms,
        }
      },
      prepare: (opening: { bookingId: string; terms: ChangeDraft }) => ({
        payload: { ...opening, key: newChangeKey() },
      }),
    },
    formClosed(state) {
      if (state.status !== 'committing') state.open = false
    },
    termChanged(state, action: PayloadAction<{ term: ChangeTerm; value: string }>) {
      if (!state.draft || state.status === 'committing') return
      state.draft[action.payload.term] = action.payload.value
      state.error = null
      if (state.status === 'failed') state.status = 'editing'
    },
    /** One unit more (+1) or less (-1) of an item; the booking keeps at least one unit. */
    unitsChanged(state, action: PayloadAction<{ gearId: string; by: 1 | -1 }>) {
      const units = state.draft?.units
      const { gearId, by } = action.payload
      if (!units || state.status === 'committing' || units[gearId] === undefined) return
      const total = Object.values(units).reduce((sum, count) => sum + count, 0)
      if (units[gearId] + by < 0 || total + by < 1) return
      units[gearId] += by
      state.error = null
      if (state.status === 'failed') state.status = 'editing'
    },
    previewRequested(state, action: PayloadAction<{ signature: string }>) {
      state.askedSignature = action.payload.signature
      state.status = 'previewing'
    },
    /** An answer for a draft the family has since changed is ignored. */
    previewReceived(
      state,
      action: PayloadAction<{ signature: string; answer: BookingChangePreview }>,
    ) {
      if (!isCurrent(state, action.payload.signature) || state.status !== 'previewing') return
      state.preview = action.payload
      state.status = 'editing'
    },
    previewFailed(state, action: PayloadAction<{ signature: string; error: ChangeError }>) {
      if (!isCurrent(state, action.payload.signature) || state.status !== 'previewing') return
      state.preview = null
      state.status = 'failed'
      state.error = action.payload.error
    },
    /** "Confirm the change": only a draft priced as it stands is committed, once. */
    confirmed(state) {
      const ask = changeAskOf(state)
      if (state.status !== 'editing' || !ask || state.preview?.signature !== ask.signature) return
      state.status = 'committing'
    },
    committed(state, action: PayloadAction<{ version: BookingVersion }>) {
      const { bookingId } = state
      return {
        ...initialBookingChangeState,
        status: 'done',
        bookingId,
        made: action.payload.version,
      }
    },
    commitFailed(state, action: PayloadAction<{ error: ChangeError }>) {
      state.status = 'failed'
      state.error = action.payload.error
    },
  },
})

export const {
  formOpened: changeFormOpened,
  formClosed: changeFormClosed,
  termChanged: changeTermChanged,
  unitsChanged: changeUnitsChanged,
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
