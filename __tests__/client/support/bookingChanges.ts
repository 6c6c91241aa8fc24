import type {
  BookingChangePreview,
  BookingTerms,
  BookingVersion,
} from '../../../src/shared/contract/bookingChanges'
import { BOOKING_ID, bookingFixture, sevilleInstant } from './bookings'
import { infantSeat } from './catalogue'

/** The booking fixture's terms: two infant seats, 9 to 16 April 2027, 10:00 to 18:00. */
export const termsBefore: BookingTerms = {
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
  items: [{ gear_id: infantSeat._id, quantity: 2 }],
}

/** One day more: €172.10 becomes €184.70, €12.60 to pay. */
export function previewFixture(
  overrides: Partial<BookingChangePreview> = {},
): BookingChangePreview {
  const booking = bookingFixture()
  return {
    booking_id: BOOKING_ID,
    changed: ['end_date'],
    before: termsBefore,
    after: { ...termsBefore, end_date: '2027-04-17' },
    pricing: { ...booking.pricing, grand_total: 18_470 },
    lines: [],
    total_before: 17_210,
    total_after: 18_470,
    deposit_before: 24_000,
    deposit_after: 24_000,
    deposit_difference: 0,
    difference: 1260,
    payment_due: 1260,
    refund: 0,
    retained: 0,
    ...overrides,
  }
}

/** That change as the booking's first version, made by the family on 2 March 2027 at 11:00. */
export function versionFixture(overrides: Partial<BookingVersion> = {}): BookingVersion {
  return {
    number: 1,
    status: 'awaiting_payment',
    changed_by: 'family',
    actor_id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01',
    changed: ['end_date'],
    before: termsBefore,
    after: { ...termsBefore, end_date: '2027-04-17' },
    total_before: 17_210,
    total_after: 18_470,
    difference: 1260,
    payment_due: 1260,
    refund: 0,
    retained: 0,
    override_reason: null,
    created_at: sevilleInstant('2027-03-02', '11:00'),
    ...overrides,
  }
}
