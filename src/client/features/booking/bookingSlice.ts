import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Booking, BookingList } from '../../../shared/contract/bookings'
import { CLAIM_NOTE_MAX_LENGTH } from '../../../shared/domain/deposits'
import type { cancelErrorKey, disputeErrorKey } from './bookingErrors'
import { bookingCancelConfirmed, type BookingLookup } from './bookingEvents'

/** The rented items' names, by gear id, in the traveller's language. */
export type ItemNames = Record<string, string>

/**
 * The family's answer to the claims on its deposit (Dispute, on the booking page): what it typed
 * (under `draft`, which support reports mask), whether it pressed Send, and how sending went.
 */
export interface DisputeFormState {
  draft: { message: string }
  /** The family typed in it: a message too long shows from then on. */
  touched: boolean
  /** Send was pressed: every message shows from then on. */
  submitted: boolean
  status: 'editing' | 'sending' | 'sent' | 'failed'
  /** The request has left (sending): a second Send pressed meanwhile sends nothing. */
  requested: boolean
  error: ReturnType<typeof disputeErrorKey> | null
}

export const blankDispute: DisputeFormState = {
  draft: { message: '' },
  touched: false,
  submitted: false,
  status: 'editing',
  requested: false,
  error: null,
}

export interface BookingPageState {
  lookup: BookingLookup | null
  booking: Booking | null
  itemNames: ItemNames
  /** The load failed: with the answer's HTTP status, null when none came. */
  loadFailed: { status: number | null } | null
  /** The clock's reading (ms) when the booking was last loaded: cancellation state is as of then. */
  checkedAt: number | null
  cancelDialogOpen: boolean
  cancelling: boolean
  cancelError: ReturnType<typeof cancelErrorKey> | null
  dispute: DisputeFormState
}

export interface BookingState {
  page: BookingPageState
  list: { bookings: BookingList | null; failed: boolean }
}

export const initialBookingState: BookingState = {
  page: {
    lookup: null,
    booking: null,
    itemNames: {},
    loadFailed: null,
    checkedAt: null,
    cancelDialogOpen: false,
    cancelling: false,
    cancelError: null,
    dispute: blankDispute,
  },
  list: { bookings: null, failed: false },
}

/** Why an answer to the claims cannot be sent: empty, or longer than the rules allow. */
export function disputeProblem(message: string): 'required' | 'tooLong' | null {
  if (message.trim() === '') return 'required'
  return message.trim().length > CLAIM_NOTE_MAX_LENGTH ? 'tooLong' : null
}

/** Whether two lookups name the same booking the same way. */
export const sameLookup = (a: BookingLookup | null, b: BookingLookup) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b)

/**
 * The booking page and My bookings: what the listeners loaded, and the cancel dialog. Added to
 * the store by the booking listeners when a booking page first opens.
 */
export const bookingSlice = createSlice({
  name: 'booking',
  initialState: initialBookingState,
  reducers: {
    /** A load starts: another booking than the one shown starts afresh. */
    bookingLoadStarted(state, action: PayloadAction<{ lookup: BookingLookup }>) {
      const { lookup } = action.payload
      if (!sameLookup(state.page.lookup, lookup))
        state.page = { ...initialBookingState.page, lookup }
      state.page.loadFailed = null
    },
    bookingLoaded(
      state,
      action: PayloadAction<{ booking: Booking; itemNames: ItemNames; checkedAt: number }>,
    ) {
      Object.assign(state.page, action.payload)
      state.page.loadFailed = null
    },
    bookingLoadFailed(state, action: PayloadAction<{ status: number | null }>) {
      state.page.loadFailed = action.payload
    },
    cancelDialogOpened(state) {
      state.page.cancelDialogOpen = true
      state.page.cancelError = null
    },
    cancelDialogClosed(state) {
      state.page.cancelDialogOpen = false
    },
    bookingCancelled(state, action: PayloadAction<{ booking: Booking; checkedAt: number }>) {
      Object.assign(state.page, action.payload)
      state.page.cancelling = false
    },
    bookingCancelFailed(state, action: PayloadAction<{ error: BookingPageState['cancelError'] }>) {
      state.page.cancelling = false
      state.page.cancelError = action.payload.error
    },
    disputeMessageChanged(state, action: PayloadAction<{ message: string }>) {
      const { dispute } = state.page
      dispute.draft.message = action.payload.message
      dispute.touched = true
      if (dispute.status !== 'sending') dispute.status = 'editing'
    },
    /** Send was pressed: a message that passes the rules is sent (bookingFlows). */
    disputeSubmitted(state) {
      const { dispute } = state.page
      if (dispute.status === 'sending') return
      dispute.submitted = true
      dispute.error = null
      if (!disputeProblem(dispute.draft.message)) dispute.status = 'sending'
    },
    disputeRequested(state) {
      state.page.dispute.requested = true
    },
    /** The answer is recorded: the booking, with it in the deposit's history, shows again. */
    disputeSent(state, action: PayloadAction<{ booking: Booking }>) {
      state.page.booking = action.payload.booking
      state.page.dispute = { ...blankDispute, status: 'sent' }
    },
    disputeFailed(state, action: PayloadAction<{ error: DisputeFormState['error'] }>) {
      const { dispute } = state.page
      dispute.status = 'failed'
      dispute.requested = false
      dispute.error = action.payload.error
    },
    bookingsListed(state, action: PayloadAction<BookingList>) {
      state.list = { bookings: action.payload, failed: false }
    },
    bookingsListFailed(state) {
      state.list.failed = true
    },
  },
  extraReducers: (builder) => {
    builder.addCase(bookingCancelConfirmed, (state) => {
      state.page.cancelDialogOpen = false
      state.page.cancelling = true
      state.page.cancelError = null
    })
  },
})

export const {
  bookingLoadStarted,
  bookingLoaded,
  bookingLoadFailed,
  cancelDialogOpened,
  cancelDialogClosed,
  bookingCancelled,
  bookingCancelFailed,
  disputeMessageChanged,
  disputeSubmitted,
  disputeRequested,
  disputeSent,
  disputeFailed,
  bookingsListed,
  bookingsListFailed,
} = bookingSlice.actions
