import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Quote } from '../../../shared/contract/bookings'
import type { ItemNames } from '../booking'
import {
  addressDraftOf,
  addressFormReducers,
  changeContactDraft,
  emptyContactDetails,
  emptyDeliveryAddressForm,
  type ContactDetailsDraft,
  type ContactFormOf,
  type DeliveryAddressForm,
} from '../checkout'
import type { updateErrorKey } from './quoteErrors'
import { quoteContactSubmitAttempted } from './quoteEvents'

/** A stored contact (nulls for what was left out) as a draft to edit. */
const contactDraftOf = (contact: {
  phone: string
  inbound_flight: string | null
  arrival_time: string | null
  outbound_flight: string | null
  departure_time: string | null
  notes: string | null
}): ContactDetailsDraft => ({
  phone: contact.phone,
  inbound_flight: contact.inbound_flight ?? '',
  arrival_time: contact.arrival_time ?? '',
  outbound_flight: contact.outbound_flight ?? '',
  departure_time: contact.departure_time ?? '',
  notes: contact.notes ?? '',
})

export interface QuoteState {
  id: string | null
  quote: Quote | null
  itemNames: ItemNames
  /** The load failed: with the answer's HTTP status, null when none came. */
  loadFailed: { status: number | null } | null
  /** The contact details are being changed (the form shows instead of the summary). */
  editing: boolean
  /** The last change was saved. */
  saved: boolean
  /** The contact form's draft, masked in support reports like checkout's. */
  contact: ContactFormOf<ContactDetailsDraft>
  /** The delivery address form, for a quote delivered to a zone (its draft masked too). */
  delivery: DeliveryAddressForm
  saving: boolean
  saveError: ReturnType<typeof updateErrorKey> | null
  /** By gear id: the units a waitlist offer's family chose to keep, below those held. */
  units: Record<string, number>
  /** Fewer units are being kept, or could not be: the server's code (null while none). */
  keepingUnits: boolean
  unitsRefused: string | null
}

export const initialQuoteState: QuoteState = {
  id: null,
  quote: null,
  itemNames: {},
  loadFailed: null,
  editing: false,
  saved: false,
  contact: { draft: emptyContactDetails, touched: {}, submitted: false },
  delivery: emptyDeliveryAddressForm,
  saving: false,
  saveError: null,
  units: {},
  keepingUnits: false,
  unitsRefused: null,
}

/** The units of an item the quote holds. */
const heldOf = (quote: Quote | null, gearId: string) =>
  quote?.pricing.items.find((item) => item.gear_id === gearId)?.quantity ?? 0

/** The quote page: the quote the listeners loaded and its contact form. Added by the quote listeners. */
export const quoteSlice = createSlice({
  name: 'quote',
  initialState: initialQuoteState,
  reducers: {
    quoteLoadStarted(state, action: PayloadAction<{ id: string }>) {
      if (state.id !== action.payload.id) return { ...initialQuoteState, id: action.payload.id }
      state.loadFailed = null
    },
    quoteLoaded(state, action: PayloadAction<{ quote: Quote; itemNames: ItemNames }>) {
      Object.assign(state, action.payload)
    },
    quoteLoadFailed(state, action: PayloadAction<{ status: number | null }>) {
      state.loadFailed = action.payload
    },
    /** "Edit details": the form starts from the quote's details. */
    quoteEditStarted(state) {
      if (!state.quote) return
      state.editing = true
      state.saved = false
      state.saveError = null
      state.contact = { draft: contactDraftOf(state.quote), touched: {}, submitted: false }
      state.delivery = {
        zone: state.delivery.zone,
        draft: addressDraftOf(state.quote.delivery_address),
        left: {},
        refused: {},
      }
    },
    quoteZoneFound: addressFormReducers.zoneFound,
    quoteAddressChanged: addressFormReducers.changed,
    quoteAddressFieldLeft: addressFormReducers.fieldLeft,
    quoteAddressRefused: addressFormReducers.refused,
    quoteEditClosed(state) {
      state.editing = false
    },
    quoteContactChanged(state, action: PayloadAction<{ draft: Partial<ContactDetailsDraft> }>) {
      changeContactDraft(state.contact, action.payload.draft)
    },
    quoteContactSaveStarted(state) {
      state.saving = true
      state.saveError = null
    },
    quoteContactSaved(state, action: PayloadAction<{ quote: Quote }>) {
      state.quote = action.payload.quote
      state.saving = false
      state.editing = false
      state.saved = true
    },
    quoteContactSaveFailed(state, action: PayloadAction<{ error: QuoteState['saveError'] }>) {
      state.saving = false
      state.saveError = action.payload.error
    },
    /** The stepper of a held line: from 1 to the units held, never more. */
    quoteUnitsChosen(state, action: PayloadAction<{ gearId: string; units: number }>) {
      const { gearId, units } = action.payload
      const held = heldOf(state.quote, gearId)
      if (held === 0) return
      state.units[gearId] = Math.min(held, Math.max(1, Math.trunc(units)))
      state.unitsRefused = null
    },
    quoteUnitsKeepStarted(state) {
      state.keepingUnits = true
      state.unitsRefused = null
    },
    quoteUnitsKept(state, action: PayloadAction<{ quote: Quote }>) {
      state.quote = action.payload.quote
      state.units = {}
      state.keepingUnits = false
    },
    quoteUnitsKeepFailed(state, action: PayloadAction<{ code: string }>) {
      state.keepingUnits = false
      state.unitsRefused = action.payload.code
    },
  },
  extraReducers: (builder) => {
    builder.addCase(quoteContactSubmitAttempted, (state) => {
      state.contact.submitted = true
    })
  },
})

export const {
  quoteLoadStarted,
  quoteLoaded,
  quoteLoadFailed,
  quoteEditStarted,
  quoteEditClosed,
  quoteContactChanged,
  quoteZoneFound,
  quoteAddressChanged,
  quoteAddressFieldLeft,
  quoteAddressRefused,
  quoteContactSaveStarted,
  quoteContactSaved,
  quoteContactSaveFailed,
  quoteUnitsChosen,
  quoteUnitsKeepStarted,
  quoteUnitsKept,
  quoteUnitsKeepFailed,
} = quoteSlice.actions
