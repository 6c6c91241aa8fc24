import type { PromoRefusalCode } from '../../../shared/domain/promoCodes'
import type { RentalPeriodCode } from '../../../shared/domain/rentalPeriod'
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import type { CheckoutContact } from '../../../shared/domain/checkoutRules'
import type { BillingDetails } from '../../../shared/domain/billing'
import type { DeliveryAddress } from '../../../shared/domain/delivery'
import { basketCheckoutStarted } from '../basket'
import { loggedIn } from '../session'
import {
  changeContactDraft,
  emptyContactDetails,
  type ContactDetailsDraft,
  type ContactField,
  type ContactFormOf,
} from './contactForm'
import {
  addressFormReducers,
  emptyDeliveryAddressForm,
  type DeliveryAddressForm,
} from './deliveryAddressForm'
import { billingFormReducers, emptyBillingForm, type BillingForm } from './billingForm'

/** What went wrong in checkout, for the messages of docs/product.md (Error catalogue). */
export type CheckoutError = (
  | {
      kind:
        | 'auth_required'
        | 'create_quote'
        | 'quote_expired'
        | 'gear_gone'
        | 'create_booking'
        | 'checkout'
    }
  | { kind: 'stock'; requested: number; available: number }
  /** The rental period no longer passes the rules (say, its pickup time has passed). */
  | { kind: 'period'; code: RentalPeriodCode }
  /** A delivery refused by the server: its lead time, or the address (per field too). */
  | { kind: 'delivery'; code: string }
  /** Billing details refused or missing above 400 € (per field too). */
  | { kind: 'billing'; code: string }
  /** The promo code was refused when quoting, or ran out before booking. */
  | { kind: 'promo'; code: PromoRefusalCode }
) & {
  /** The quote or booking it is about, so only its page shows it; none for the contact form. */
  about?: string
}

/** What the traveller typed in the contact form; the phone is the profile's until edited. */
export interface ContactDraft extends ContactDetailsDraft {
  damage_waiver: boolean
}

export type { ContactField }

/** The checkout contact form as the traveller left it (see contactForm). */
export type ContactForm = ContactFormOf<ContactDraft>

const emptyContactForm: ContactForm = {
  draft: { ...emptyContactDetails, damage_waiver: false },
  touched: {},
  submitted: false,
}

export interface CheckoutState {
  /** The basket popup shows the basket, or the contact form of checkout. */
  step: 'basket' | 'contact'
  status: 'idle' | 'quoting' | 'booking' | 'paying' | 'confirming'
  error: CheckoutError | null
  /** After the provider sent the traveller back: was the payment there? */
  paymentReturn: 'idle' | 'not_paid' | 'failed'
  contact: ContactForm
  /** The delivery address, asked only for a rental delivered to a zone. */
  delivery: DeliveryAddressForm
  /** The billing details of a full invoice: asked for, or required above 400 € of rental. */
  billing: BillingForm
}

const initialState: CheckoutState = {
  step: 'basket',
  status: 'idle',
  error: null,
  paymentReturn: 'idle',
  contact: emptyContactForm,
  delivery: emptyDeliveryAddressForm,
  billing: emptyBillingForm,
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    contactClosed(state) {
      state.step = 'basket'
      state.error = null
    },
    /** The traveller typed in the contact form (one or more fields). */
    contactDraftChanged(state, action: PayloadAction<{ draft: Partial<ContactDraft> }>) {
      changeContactDraft(state.contact, action.payload.draft)
    },
    deliveryZoneFound: addressFormReducers.zoneFound,
    deliveryAddressChanged: addressFormReducers.changed,
    deliveryAddressFieldLeft: addressFormReducers.fieldLeft,
    deliveryAddressRefused: addressFormReducers.refused,
    billingAsked: billingFormReducers.asked,
    billingChanged: billingFormReducers.changed,
    billingFieldLeft: billingFormReducers.fieldLeft,
    billingRefused: billingFormReducers.refused,
    /** The contact form is on screen: a listener fills in the profile's phone. */
    contactFormOpened: () => undefined,
    /** The profile's phone, for a form whose phone nobody has typed yet. */
    contactPrefilled(state, action: PayloadAction<{ draft: Pick<ContactDraft, 'phone'> }>) {
      if (!state.contact.touched.phone) state.contact.draft.phone = action.payload.draft.phone
    },
    /** "Continue to your quote": a listener sends the details when they pass the rules. */
    contactSubmitAttempted(state) {
      state.contact.submitted = true
    },
    contactSubmitted(
      state,
      _action: PayloadAction<{
        contact: CheckoutContact
        damageWaiver: boolean
        /** For a delivery zone: the address, tidied; null for a pickup point. */
        deliveryAddress?: DeliveryAddress | null
        /** For a full invoice: the details, tidied; null for a simplified one. */
        billingDetails?: BillingDetails | null
      }>,
    ) {
      state.status = 'quoting'
      state.error = null
    },
    quoteCreated(state, _action: PayloadAction<{ quoteId: string }>) {
      state.status = 'idle'
      state.step = 'basket'
      state.contact = emptyContactForm
      state.delivery = emptyDeliveryAddressForm
      state.billing = emptyBillingForm
    },
    bookingRequested(state, _action: PayloadAction<{ quoteId: string }>) {
      state.status = 'booking'
      state.error = null
    },
    paymentRequested(state, _action: PayloadAction<{ bookingId: string }>) {
      state.status = 'paying'
      state.error = null
    },
    paymentReturned(state, _action: PayloadAction<{ bookingId: string; sessionId: string }>) {
      state.status = 'confirming'
      state.paymentReturn = 'idle'
    },
    paymentChecked(state, action: PayloadAction<{ paid: boolean } | { failed: true }>) {
      state.status = 'idle'
      state.paymentReturn =
        'failed' in action.payload ? 'failed' : action.payload.paid ? 'idle' : 'not_paid'
    },
    failed(state, action: PayloadAction<CheckoutError>) {
      state.status = 'idle'
      state.error = action.payload
    },
  },
  extraReducers: (builder) => {
    builder.addCase(basketCheckoutStarted, (state) => {
      state.step = 'contact'
      state.error = null
    })
    // A new session starts checkout afresh: nothing from before the login is still pending.
    builder.addCase(loggedIn, () => initialState)
  },
})

/** Checkout's state loads with the basket popup, the quote and the booking pages (checkoutFeature.ts). */
declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/** Checkout as it stands; as it starts until its slice joins the store. */
export const selectCheckout = (state: RootState): CheckoutState => state.checkout ?? initialState

export const {
  contactClosed,
  contactDraftChanged,
  contactFormOpened,
  contactPrefilled,
  contactSubmitAttempted,
  deliveryZoneFound,
  deliveryAddressChanged,
  deliveryAddressFieldLeft,
  deliveryAddressRefused,
  billingAsked,
  billingChanged,
  billingFieldLeft,
  billingRefused,
  contactSubmitted,
  quoteCreated,
  bookingRequested,
  paymentRequested,
  paymentReturned,
  paymentChecked,
  failed: checkoutFailed,
} = checkoutSlice.actions
