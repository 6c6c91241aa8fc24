import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { AgreementLink } from '../../../shared/contract/desk-handover'
import type { RootState } from '../../app/store'

export interface BookingAgreementState {
  /** By booking id: its signed agreement as last read; null while none is signed (or unread). */
  byBooking: Record<string, AgreementLink | null>
}

const initialBookingAgreementState: BookingAgreementState = { byBooking: {} }

/** The signed rental agreements of the bookings shown, asked for when a booking is shown. */
export const bookingAgreementSlice = createSlice({
  name: 'bookingAgreement',
  initialState: initialBookingAgreementState,
  reducers: {
    bookingAgreementWanted(_state, _action: PayloadAction<{ bookingId: string }>) {},
    bookingAgreementRead(
      state,
      action: PayloadAction<{ bookingId: string; agreement: AgreementLink | null }>,
    ) {
      state.byBooking[action.payload.bookingId] = action.payload.agreement
    },
  },
})

export const { bookingAgreementWanted, bookingAgreementRead } = bookingAgreementSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof bookingAgreementSlice> {}
}

/** A booking's signed agreement as last read (none before the feature joined the store). */
export const selectBookingAgreement = (state: RootState, bookingId: string) =>
  (state as { bookingAgreement?: BookingAgreementState }).bookingAgreement?.byBooking[bookingId] ??
  null
