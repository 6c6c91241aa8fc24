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
    notes: contact.notes?.trim() || null,
  }
}
