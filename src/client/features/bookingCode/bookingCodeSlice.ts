import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'

/** A booking's QR code as last read: its SVG markup, or that the read failed. */
export interface BookingCodeEntry {
  svg: string | null
  failed: boolean
}

export interface BookingCodeState {
  /** By booking id. */
  byBooking: Record<string, BookingCodeEntry>
}

const initialBookingCodeState: BookingCodeState = { byBooking: {} }

/** The QR codes of the bookings shown, asked for when a booking is shown, read by a listener. */
export const bookingCodeSlice = createSlice({
  name: 'bookingCode',
  initialState: initialBookingCodeState,
  reducers: {
    bookingCodeWanted(state, action: PayloadAction<{ bookingId: string }>) {
      const entry = state.byBooking[action.payload.bookingId]
      state.byBooking[action.payload.bookingId] = { svg: entry?.svg ?? null, failed: false }
    },
    bookingCodeLoaded(state, action: PayloadAction<{ bookingId: string; svg: string }>) {
      state.byBooking[action.payload.bookingId] = { svg: action.payload.svg, failed: false }
    },
    bookingCodeFailed(state, action: PayloadAction<{ bookingId: string }>) {
      const entry = state.byBooking[action.payload.bookingId]
      if (entry) entry.failed = true
    },
  },
})

export const { bookingCodeWanted, bookingCodeLoaded, bookingCodeFailed } = bookingCodeSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof bookingCodeSlice> {}
}

const NONE: BookingCodeEntry = { svg: null, failed: false }

/** A booking's QR code as last read (none before the feature joined the store). */
export const selectBookingCode = (state: RootState, bookingId: string) =>
  (state as { bookingCode?: BookingCodeState }).bookingCode?.byBooking[bookingId] ?? NONE
