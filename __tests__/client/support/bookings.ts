import type { Booking, BookingList, Quote } from '../../../src/shared/contract/bookings'
import type { Deposit, DepositClaim, DepositEvent } from '../../../src/shared/contract/deposits'
import { instantOf } from '../../../src/shared/domain/zonedTime'
import { infantSeat } from './catalogue'
import { pricingFor } from './pricing'

export const QUOTE_ID = '3b2f7c1e-8a4d-4e2b-9c61-5d0e1f2a3b01'
export const BOOKING_ID = '9d4e1a2b-3c5f-4a6b-8e7d-0f1a2b3c4d01'

/**
 * The instant that reads `YYYY-MM-DD hh:mm` on the clock of the machine running the tests, so a
 * page formatting instants for the traveller's clock shows the same words in any time zone.
 */
export function localInstant(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(year, month - 1, day, hours, minutes).toISOString()
}

/** The instant that reads `YYYY-MM-DD hh:mm` in Seville, where the booking's instants are shown. */
export const sevilleInstant = (date: string, time: string) =>
  new Date(instantOf(date, time, 'Europe/Madrid')!).toISOString()

/**
 * Two infant car seats at SVQ, 9 to 16 April 2027, priced at €172.10: €52.10 paid at checkout,
 * the €120 deposit held on the card apart.
 */
const pricing = pricingFor(17_210, {
  deposit_mode: 'hold',
  due_at_checkout: 5_210,
  items: [
    {
      gear_id: infantSeat._id,
      quantity: 2,
      subtotal: 8820,
      is_discounted: true,
      original_price_per_day: 700,
      applied_price_per_day: 630,
      deposit: 24_000,
    },
  ],
})

const rental = {
  pickup_location_code: 'SVQ',
  pickup_location_name: 'Seville Airport (SVQ)',
  time_zone: 'Europe/Madrid',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}

const contact = {
  phone: '+44 20 7946 0958',
  inbound_flight: 'BA2704',
  arrival_time: '10:40',
  outbound_flight: null,
  departure_time: null,
  notes: 'Arriving with a 6-month-old',
}

/** What makes a booking a delivery: the SVQ-CITY zone and a hotel in Seville to deliver to. */
export const sevilleDelivery = {
  pickup_location_code: 'SVQ-CITY',
  pickup_location_name: 'Seville city delivery',
  location_type: 'delivery',
  delivery_address: {
    street: 'Calle Feria',
    number: '12',
    postal_code: '41004',
    city: 'Sevilla',
    place_name: 'Hotel Las Casas',
    instructions: 'Ring at reception',
  },
} as const satisfies Partial<Booking>

/** A pending quote as GET /api/quotes/{id} answers it, held until 10:30 on 1 March 2027. */
export function quoteFixture(overrides: Partial<Quote> = {}): Quote {
  return {
    _id: QUOTE_ID,
    status: 'pending',
    ...rental,
    ...contact,
    gear_ids: [infantSeat._id, infantSeat._id],
    pricing,
    expiry: sevilleInstant('2027-03-01', '10:30'),
    booking_id: null,
    created_at: localInstant('2027-03-01', '10:00'),
    seat_warnings: [],
    ...overrides,
  }
}

/** The €240 deposit of that booking, to be held on the card from 10:00 on 8 April 2027. */
export function depositFixture(overrides: Partial<Deposit> = {}): Deposit {
  return {
    mode: 'hold',
    status: 'awaiting',
    amount: 24_000,
    currency: 'EUR',
    taken: false,
    claimed: 0,
    released: 0,
    hold_from: sevilleInstant('2027-04-08', '10:00'),
    held_until: null,
    missing: false,
    declined_at: null,
    settled_at: null,
    money_back_at: null,
    money_back_by: null,
    claims: [],
    history: [],
    dispute_until: null,
    can_dispute: false,
    can_keep: false,
    ...overrides,
  }
}

/** A unit of that booking's car seats, as claims name it. */
export const SEAT_UNIT_ID = '1e8d2c4b-6a5f-4e3d-9c2b-1a0f9e8d7c01'

/** €45 claimed on seat SVQ-ZCS123-K-001 at check-in on 16 April 2027 at 18:10, with two photos. */
export function claimFixture(overrides: Partial<DepositClaim> = {}): DepositClaim {
  return {
    id: '2f9e3d5c-7b6a-4f1e-8d3c-2b1a0f9e8d01',
    unit_id: SEAT_UNIT_ID,
    asset_tag: 'SVQ-ZCS123-K-001',
    gear_id: infantSeat._id,
    amount: 4500,
    reason: 'damaged',
    note: 'Cracked shell behind the headrest',
    created_at: sevilleInstant('2027-04-16', '18:10'),
    photos: [
      { id: 'a1b2c3d4-0000-4000-8000-000000000001', url: '/api/claim-photos/signed-1' },
      { id: 'a1b2c3d4-0000-4000-8000-000000000002', url: '/api/claim-photos/signed-2' },
    ],
    ...overrides,
  }
}

/** The claim's history: staff claimed €45 at check-in. */
export const claimedEvent = (overrides: Partial<DepositEvent> = {}): DepositEvent => ({
  kind: 'claimed',
  at: sevilleInstant('2027-04-16', '18:10'),
  by: 'staff',
  amount: 4500,
  message: 'Cracked shell behind the headrest',
  ...overrides,
})

/**
 * The deposit held after the gear came back with a claim the family may answer until 18:10 on
 * 23 April 2027.
 */
export const claimedDeposit = (overrides: Partial<Deposit> = {}) =>
  depositFixture({
    status: 'held',
    held_until: sevilleInstant('2027-05-01', '10:00'),
    claims: [claimFixture()],
    history: [claimedEvent()],
    dispute_until: sevilleInstant('2027-04-23', '18:10'),
    can_dispute: true,
    ...overrides,
  })

/**
 * A confirmed, paid booking of that quote, free to cancel until 10:00 on 8 April 2027; pass
 * overrides for the other states.
 */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: BOOKING_ID,
    reference: 'TT-7K4P2Q',
    quote_id: QUOTE_ID,
    status: 'confirmed',
    payment_status: 'paid',
    ...rental,
    ...contact,
    pricing,
    total: pricing.grand_total,
    currency: 'EUR',
    cancellation_deadline: sevilleInstant('2027-04-08', '10:00'),
    can_cancel: true,
    flight_news: null,
    expected_arrival_at: '2027-04-09T08:40:00.000Z',
    can_report_flight: true,
    payment_due: null,
    paid_at: sevilleInstant('2027-03-01', '10:05'),
    cancelled_at: null,
    applied_discounts: [],
    refund: null,
    returned_payments: [],
    staff_refunds: [],
    staff_reason: null,
    deposit: depositFixture(),
    created_at: sevilleInstant('2027-03-01', '10:01'),
    ...overrides,
  }
}

/** The same booking not paid yet: the gear is kept until 10:30 on 1 March 2027. */
export const unpaidBooking = (overrides: Partial<Booking> = {}) =>
  bookingFixture({
    payment_status: 'unpaid',
    paid_at: null,
    payment_due: sevilleInstant('2027-03-01', '10:31'),
    ...overrides,
  })

/** The booking cancelled on 2 March 2027 at 09:15, its refund of €172.10 in `refundStatus`. */
export const cancelledBooking = (
  refundStatus: NonNullable<Booking['refund']>['status'] = 'succeeded',
  overrides: Partial<Booking> = {},
) =>
  bookingFixture({
    status: refundStatus === 'succeeded' ? 'refunded' : 'cancelled',
    payment_status: refundStatus === 'succeeded' ? 'refunded' : 'paid',
    can_cancel: false,
    cancelled_at: sevilleInstant('2027-03-02', '09:15'),
    refund: {
      id: refundStatus === 'pending' ? null : 're_3PqR8sT2uV4wX6yZ',
      status: refundStatus,
      amount: pricing.grand_total,
      currency: 'EUR',
      date: sevilleInstant('2027-03-02', '09:15'),
    },
    ...overrides,
  })

/** GET /api/bookings: upcoming and past bookings. */
export const bookingList = (upcoming: Booking[], past: Booking[] = []): BookingList => ({
  upcoming,
  past,
})

/** A 409 for missing stock as the server sends it: the words and the numbers. */
export const stockShortage = (requested: number, available: number, gear_id = 'g1') => {
  const message = `Not enough stock available. Requested: ${requested}, Available: ${available}`
  return {
    status: 409,
    body: {
      success: false,
      statusCode: 409,
      code: 'INSUFFICIENT_STOCK',
      message,
      details: [{ path: `body/gear_ids/${gear_id}`, message }],
      shortages: [{ gear_id, requested, available }],
    },
  }
}

/** An error body as the server sends it. */
export const failure = (status: number, code: string, message = 'x') => ({
  status,
  body: { success: false, statusCode: status, code, message },
})
