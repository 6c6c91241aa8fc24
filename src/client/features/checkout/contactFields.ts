import type { ContactField } from './contactForm'

/** Each contact field's label key and the end of its element id (for focus and the error summary's links). */
export const CONTACT_FIELDS = {
  phone: { slug: 'phone', label: 'Form.phone' },
  inbound_flight: { slug: 'inbound-flight', label: 'Form.inboundFlight' },
  arrival_time: { slug: 'arrival-time', label: 'Form.arrivalTime' },
  outbound_flight: { slug: 'outbound-flight', label: 'Form.outboundFlight' },
  departure_time: { slug: 'departure-time', label: 'Form.departureTime' },
  notes: { slug: 'notes', label: 'Form.notes' },
} as const

/** A contact field's element id in one form, e.g. `checkout-phone`, `quote-inbound-flight`. */
export const contactFieldId = (form: string, field: ContactField) =>
  `${form}-${CONTACT_FIELDS[field].slug}`
