import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import {
  billingFormReducers,
  emptyBillingForm,
  makeBillingSelectors,
  type BillingForm,
} from '../checkout'

/**
 * The booking page's "Ask for a full invoice" form: the billing details typed (under `draft`,
 * which support reports mask), whether Send was pressed, and how sending went.
 */
export interface FullInvoiceState {
  /** The booking the details were last sent for. */
  bookingId: string | null
  billing: BillingForm
  submitted: boolean
  status: 'editing' | 'sending' | 'sent' | 'failed'
  /** The server's code when it refused the details or failed. */
  error: string | null
}

const initialState: FullInvoiceState = {
  bookingId: null,
  billing: { ...emptyBillingForm, asked: true },
  submitted: false,
  status: 'editing',
  error: null,
}

export const fullInvoiceSlice = createSlice({
  name: 'fullInvoice',
  initialState,
  reducers: {
    billingChanged: billingFormReducers.changed,
    billingFieldLeft: billingFormReducers.fieldLeft,
    /** Send was pressed for a booking: details that pass the rules are sent (fullInvoiceFlows). */
    submitAttempted(state, action: PayloadAction<{ bookingId: string }>) {
      state.bookingId = action.payload.bookingId
      state.submitted = true
      state.error = null
    },
    requested(state) {
      state.status = 'sending'
    },
    /** The booking keeps the details; its invoices were issued to them. */
    sent(state) {
      state.status = 'sent'
    },
    failed(state, action: PayloadAction<{ code: string; refused: BillingForm['refused'] }>) {
      state.status = 'failed'
      state.error = action.payload.code
      state.billing.refused = action.payload.refused
    },
  },
})

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof fullInvoiceSlice> {}
}

export const selectFullInvoice = (state: RootState): FullInvoiceState =>
  state.fullInvoice ?? initialState

/** The form's billing selectors: always asked (it is the form's purpose). */
export const fullInvoiceBillingSelectors = makeBillingSelectors(
  (state: RootState) => selectFullInvoice(state).billing,
  (state: RootState) => selectFullInvoice(state).submitted,
  () => true,
)

export const {
  billingChanged: fullInvoiceBillingChanged,
  billingFieldLeft: fullInvoiceFieldLeft,
  submitAttempted: fullInvoiceSubmitAttempted,
  requested: fullInvoiceRequested,
  sent: fullInvoiceSent,
  failed: fullInvoiceFailed,
} = fullInvoiceSlice.actions
