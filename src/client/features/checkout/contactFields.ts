/** Each contact field's element id (for focus and the error summary's links) and label key. */
export const CONTACT_FIELDS = {
  phone: { id: 'checkout-phone', label: 'Form.phone' },
  inbound_flight: { id: 'checkout-inbound-flight', label: 'Form.inboundFlight' },
  outbound_flight: { id: 'checkout-outbound-flight', label: 'Form.outboundFlight' },
  notes: { id: 'checkout-notes', label: 'Form.notes' },
} as const
