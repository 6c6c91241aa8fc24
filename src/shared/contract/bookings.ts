import { Type, type Static } from 'typebox'
import { NOTES_MAX_LENGTH } from '../domain/constants'
import { DELIVERY_ADDRESS_MAX_LENGTHS, type DeliveryAddressField } from '../domain/delivery'
import { ClockTime, IsoDate, LanguageQuery } from './common'
import { BillingDetailsInput, StoredBillingDetails } from './billing'
import { BookingVersion } from './bookingChanges'
import { SeatWarning } from './children'
import { Deposit } from './deposits'
import { FlightNews } from './flights'
import { LocationType } from './pickupLocations'
import { PricingResponse, RentalFields } from './pricing'

const Flight = Type.Union([Type.String({ maxLength: 12 }), Type.Null()], {
  description: 'Flight number like BA123; optional.',
})
const FlightTime = (description: string) =>
  Type.Union([Type.String({ maxLength: 16 }), Type.Null()], {
    description: `${description} at the location, HH:mm; optional (else INVALID_FLIGHT_TIME).`,
  })
const contactFields = {
  phone: Type.String({ maxLength: 32, description: 'Required; international formats.' }),
  inbound_flight: Type.Optional(Flight),
  outbound_flight: Type.Optional(Flight),
  arrival_time: Type.Optional(FlightTime("The inbound flight's scheduled arrival")),
  departure_time: Type.Optional(FlightTime("The outbound flight's scheduled departure")),
  notes: Type.Optional(
    Type.Union([Type.String({ maxLength: 10 * NOTES_MAX_LENGTH }), Type.Null()], {
      description: `At most ${NOTES_MAX_LENGTH} characters (longer answers NOTES_TOO_LONG).`,
    }),
  ),
}

const addressText = (field: DeliveryAddressField, description: string) =>
  Type.String({
    maxLength: 10 * DELIVERY_ADDRESS_MAX_LENGTHS[field],
    description: `${description} At most ${DELIVERY_ADDRESS_MAX_LENGTHS[field]} characters (longer answers ADDRESS_FIELD_TOO_LONG).`,
  })
const optionalAddressText = (field: DeliveryAddressField, description: string) =>
  Type.Optional(Type.Union([addressText(field, description), Type.Null()]))

/** The delivery address as typed; checked by findDeliveryAddressProblems (422 per field). */
export const DeliveryAddressInput = Type.Object(
  {
    street: addressText('street', 'Street.'),
    number: addressText('number', 'Street number.'),
    postal_code: addressText('postal_code', 'Five digits, inside the zone.'),
    city: addressText('city', 'City.'),
    place_name: optionalAddressText('place_name', "The hotel's or the flat's name."),
    instructions: optionalAddressText('instructions', 'Floor, door code, where to leave word.'),
  },
  { description: 'Required for a delivery zone, refused for a collection point.' },
)
export type DeliveryAddressInput = Static<typeof DeliveryAddressInput>

export const DeliveryAddress = Type.Object(
  {
    street: Type.String(),
    number: Type.String(),
    postal_code: Type.String(),
    city: Type.String(),
    place_name: Type.Union([Type.String(), Type.Null()]),
    instructions: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Delivery address' },
)

export const QuoteRequest = Type.Object({
  ...RentalFields,
  ...contactFields,
  delivery_address: Type.Optional(DeliveryAddressInput),
  billing_details: Type.Optional(
    Type.Union([BillingDetailsInput, Type.Null()], {
      description: 'For a full invoice; required when the rental is above 400 € VAT included.',
    }),
  ),
  user_id: Type.Optional(
    Type.String({ description: 'Ignored: the quote belongs to the signed-in traveller.' }),
  ),
})
export type QuoteRequest = Static<typeof QuoteRequest>

export const QuoteUpdate = Type.Object({
  phone: Type.Optional(contactFields.phone),
  inbound_flight: contactFields.inbound_flight,
  outbound_flight: contactFields.outbound_flight,
  arrival_time: contactFields.arrival_time,
  departure_time: contactFields.departure_time,
  notes: contactFields.notes,
  delivery_address: Type.Optional(DeliveryAddressInput),
  billing_details: Type.Optional(Type.Union([BillingDetailsInput, Type.Null()])),
})
export type QuoteUpdate = Static<typeof QuoteUpdate>

const rental = {
  pickup_location_code: Type.String(),
  pickup_location_name: Type.String({ description: 'In the requested language.' }),
  location_type: Type.Optional(LocationType),
  delivery_address: Type.Optional(
    Type.Union([DeliveryAddress, Type.Null()], {
      description: 'Where the gear is delivered and collected, for a delivery zone; else null.',
    }),
  ),
  time_zone: Type.String({
    description:
      "The pickup location's IANA time zone: dates, times and deadlines are on its clock.",
  }),
  start_date: IsoDate,
  end_date: IsoDate,
  pickup_time: ClockTime,
  return_time: ClockTime,
}
const contact = {
  phone: Type.String(),
  inbound_flight: Type.Union([Type.String(), Type.Null()]),
  outbound_flight: Type.Union([Type.String(), Type.Null()]),
  arrival_time: Type.Union([ClockTime, Type.Null()]),
  departure_time: Type.Union([ClockTime, Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  billing_details: StoredBillingDetails,
}

export const Quote = Type.Object(
  {
    _id: Type.String({ format: 'uuid' }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('booked'), Type.Literal('expired')]),
    ...rental,
    ...contact,
    gear_ids: Type.Array(Type.String()),
    pricing: PricingResponse,
    expiry: Type.String({ description: 'ISO instant until which the gear is held.' }),
    booking_id: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String(),
    seat_warnings: Type.Array(SeatWarning, {
      description:
        'Seats that fit none of the children on the account, or children left without a seat.',
    }),
    waitlist_offer: Type.Optional(
      Type.Boolean({
        description:
          'The quote holds units freed for the family from the waitlist: while it is pending, ' +
          'fewer of them may be kept (PUT /quotes/{id}/units).',
      }),
    ),
  },
  { $id: 'Quote', title: 'Quote' },
)
export type Quote = Static<typeof Quote>

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })
export const ReferenceParams = Type.Object({
  reference: Type.String({ pattern: '^TT-[A-Z0-9]{6}$', description: 'e.g. TT-7K4P2Q' }),
})
export const BookingQuery = Type.Object({ lang: LanguageQuery })

export const BookingRequest = Type.Object({ quote_id: Type.String({ format: 'uuid' }) })

const Refund = Type.Object({
  id: Type.Union([Type.String(), Type.Null()], { description: "The provider's refund id (re_…)." }),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  amount: Type.Integer({ description: 'Cents.' }),
  currency: Type.String(),
  date: Type.String({ description: 'ISO instant the refund was asked for.' }),
  reason: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description:
        'Why staff refunded it, in their words (for the refund of a staff cancellation, its ' +
        'reason); null when they gave none, and for every refund staff did not make.',
    }),
  ),
})

export const BookingStatus = Type.Union([
  Type.Literal('confirmed'),
  Type.Literal('cancelled'),
  Type.Literal('completed'),
  Type.Literal('refunded'),
])
export const BookingPaymentStatus = Type.Union([
  Type.Literal('unpaid'),
  Type.Literal('paid'),
  Type.Literal('refunded'),
  Type.Literal('expired'),
])

/** A seat handed over with a booking, with its safety record as it stood then. */
export const HandedSeat = Type.Object({
  gear_id: Type.String({ format: 'uuid' }),
  asset_tag: Type.String(),
  manufactured_on: Type.Union([IsoDate, Type.Null()]),
  expires_on: Type.Union([IsoDate, Type.Null()]),
  last_inspected_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Its last inspection before it went out.',
  }),
})
export type HandedSeat = Static<typeof HandedSeat>

export const Booking = Type.Object(
  {
    _id: Type.String({ format: 'uuid' }),
    reference: Type.String(),
    quote_id: Type.String(),
    status: BookingStatus,
    payment_status: BookingPaymentStatus,
    ...rental,
    ...contact,
    pricing: PricingResponse,
    total: Type.Integer({ description: 'Cents.' }),
    currency: Type.String(),
    cancellation_deadline: Type.String({ description: 'ISO instant: pickup minus 24 hours.' }),
    can_cancel: Type.Boolean({
      description:
        'Until 24 hours before pickup; at any time before handover once the flight is cancelled.',
    }),
    flight_news: FlightNews,
    expected_arrival_at: Type.Union([Type.String(), Type.Null()], {
      description: 'ISO instant: the arrival last reported, else the scheduled one; or null.',
    }),
    can_report_flight: Type.Boolean({
      description: 'A confirmed pickup not handed out: the family may say the flight is late.',
    }),
    payment_due: Type.Union([Type.String(), Type.Null()], {
      description: 'Until when an unpaid booking keeps its gear.',
    }),
    paid_at: Type.Union([Type.String(), Type.Null()]),
    cancelled_at: Type.Union([Type.String(), Type.Null()]),
    applied_discounts: Type.Array(
      Type.Object({ code: Type.String(), amount: Type.Integer(), applied_at: Type.String() }),
    ),
    refund: Type.Union([Refund, Type.Null()], {
      description:
        'The refund of the booking, once cancelled after it was paid; else the latest refund ' +
        'staff made (all of them are in staff_refunds).',
    }),
    staff_refunds: Type.Array(Refund, {
      description: 'Refunds staff made (all or part of what was paid), oldest first.',
    }),
    staff_reason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why staff cancelled the booking, when they did, in their words.',
    }),
    deposit: Deposit,
    returned_payments: Type.Array(Refund, {
      description:
        'Payments the booking did not need (a second one, one after it ended, a wrong amount), ' +
        'each refunded in full.',
    }),
    created_at: Type.String(),
    versions: Type.Optional(
      Type.Array(BookingVersion, {
        description:
          'Its changes, oldest first: what changed, by whom, the price before and after.',
      }),
    ),
    handed_seats: Type.Optional(
      Type.Array(HandedSeat, {
        description: 'The car seats and boosters handed over, once checked out.',
      }),
    ),
  },
  { title: 'Booking' },
)
export type Booking = Static<typeof Booking>

/** A change made: its version, and the booking as it now is. */
export const BookingChangeResult = Type.Object(
  { version: BookingVersion, booking: Booking },
  { title: 'BookingChangeResult' },
)
export type BookingChangeResult = Static<typeof BookingChangeResult>

export const BookingList = Type.Object({
  upcoming: Type.Array(Booking),
  past: Type.Array(Booking),
})
export type BookingList = Static<typeof BookingList>

export const CheckoutSession = Type.Object({
  url: Type.String({ description: "The provider's hosted payment page." }),
  session_id: Type.String(),
})
export type CheckoutSession = Static<typeof CheckoutSession>

export const PaymentConfirmation = Type.Object({ session_id: Type.String({ maxLength: 255 }) })
