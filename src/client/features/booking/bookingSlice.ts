import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Booking, BookingList } from '../../../shared/contract/bookings'
import type { cancelErrorKey } from './bookingErrors'
import { bookingCancelConfirmed, type BookingLookup } from './bookingEvents'

/** The rented items' names, by gear id, in the traveller's language. */
export type ItemNames = Record<string, string>

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
  },
  list: { bookings: null, failed: false },
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
  bookingsListed,
  bookingsListFailed,
} = bookingSlice.actions
