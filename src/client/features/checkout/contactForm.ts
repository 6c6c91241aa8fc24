/** The contact details a traveller types: at checkout, and again when changing a quote's. */
export interface ContactDetailsDraft {
  phone: string
  inbound_flight: string
  /** The inbound flight's scheduled arrival at the location, HH:mm. */
  arrival_time: string
  outbound_flight: string
  /** The outbound flight's scheduled departure, HH:mm. */
  departure_time: string
  notes: string
}

export type ContactField = keyof ContactDetailsDraft

export const CONTACT_FIELD_NAMES: readonly ContactField[] = [
  'phone',
  'inbound_flight',
  'arrival_time',
  'outbound_flight',
  'departure_time',
  'notes',
]

/**
 * A contact form as the traveller left it. Support reports keep its shape, not its values:
 * everything under `draft` is masked character by character (see support/sanitize).
 */
export interface ContactFormOf<D extends ContactDetailsDraft> {
  draft: D
  /** Fields the traveller has changed. */
  touched: Partial<Record<ContactField, true>>
  /** Submit was pressed: the validation messages show from then on. */
  submitted: boolean
}

export const emptyContactDetails: ContactDetailsDraft = {
  phone: '',
  inbound_flight: '',
  arrival_time: '',
  outbound_flight: '',
  departure_time: '',
  notes: '',
}

/** Lays typed fields over the draft (inside a reducer) and marks the contact fields touched. */
export function changeContactDraft<D extends ContactDetailsDraft>(
  form: ContactFormOf<D>,
  draft: Partial<D>,
) {
  Object.assign(form.draft, draft)
  for (const field of Object.keys(draft)) {
    if ((CONTACT_FIELD_NAMES as string[]).includes(field))
      form.touched[field as ContactField] = true
  }
}
