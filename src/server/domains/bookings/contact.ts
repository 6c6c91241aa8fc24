import {
  findCheckoutProblems,
  normaliseFlightNumber,
  type CheckoutContact,
} from '../../../shared/domain/checkoutRules'
import { throwFirstProblem } from '../../errors'

const MESSAGES = {
  PHONE_REQUIRED: 'Phone number is required',
  INVALID_PHONE: 'Please enter a valid phone number',
  INVALID_FLIGHT_NUMBER: 'Please enter a valid flight number (e.g., BA123)',
  INVALID_FLIGHT_TIME: 'Please enter a time like 14:30',
  NOTES_TOO_LONG: 'Notes cannot exceed 500 characters',
} as const

/**
 * Checks the checkout contact details (messages in docs/product.md, Validation messages) and
 * returns them tidied.
 */
export function checkedContact(contact: CheckoutContact) {
  throwFirstProblem(findCheckoutProblems(contact), MESSAGES, 'body')
  return {
    phone: contact.phone.trim(),
    inboundFlight: normaliseFlightNumber(contact.inbound_flight),
    outboundFlight: normaliseFlightNumber(contact.outbound_flight),
    arrivalTime: contact.arrival_time?.trim() || null,
    departureTime: contact.departure_time?.trim() || null,
    notes: contact.notes?.trim() || null,
  }
}
