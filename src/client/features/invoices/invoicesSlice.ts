import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { BookingInvoice } from '../../../shared/contract/invoices'
import type { RootState } from '../../app/store'

/** A booking's invoices as last read, and whether the last read failed. */
export interface BookingInvoicesEntry {
  /** The booking's state they were read for; a new one reads them again. */
  revision: string
  invoices: BookingInvoice[]
  failed: boolean
}

export interface InvoicesState {
  /** By booking id. */
  byBooking: Record<string, BookingInvoicesEntry>
}

const initialInvoicesState: InvoicesState = { byBooking: {} }

/**
 * The invoices of the bookings shown (the family's booking page, the desk's booking card): asked
 * for when a booking is shown in a new state, read by a listener.
 */
export const invoicesSlice = createSlice({
  name: 'invoices',
  initialState: initialInvoicesState,
  reducers: {
    bookingInvoicesWanted(state, action: PayloadAction<{ bookingId: string; revision: string }>) {
      const { bookingId, revision } = action.payload
      const entry = state.byBooking[bookingId]
      state.byBooking[bookingId] = { invoices: entry?.invoices ?? [], revision, failed: false }
    },
    bookingInvoicesLoaded(
      state,
      action: PayloadAction<{ bookingId: string; invoices: BookingInvoice[] }>,
    ) {
      const entry = state.byBooking[action.payload.bookingId]
      if (entry) Object.assign(entry, { invoices: action.payload.invoices, failed: false })
    },
    bookingInvoicesFailed(state, action: PayloadAction<{ bookingId: string }>) {
      const entry = state.byBooking[action.payload.bookingId]
      if (entry) entry.failed = true
    },
  },
})

export const { bookingInvoicesWanted, bookingInvoicesLoaded, bookingInvoicesFailed } =
  invoicesSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof invoicesSlice> {}
}

const NONE: BookingInvoicesEntry = { revision: '', invoices: [], failed: false }

/** A booking's invoices as last read (none before the feature joined the store). */
export const selectBookingInvoices = (state: RootState, bookingId: string) =>
  (state as { invoices?: InvoicesState }).invoices?.byBooking[bookingId] ?? NONE
