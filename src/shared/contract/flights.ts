/**
 * A booking's inbound flight: its news as the family, the flight data port or the desk reported
 * it (docs/product.md, Flights), the family's report, the emailed link and the port's message.
 */
import { Type, type Static } from 'typebox'
import { FLIGHT_SOURCES, FLIGHT_STATUSES } from '../domain/flights'
import { ClockTime, IsoDate } from './common'

const NullableInstant = (description: string) =>
  Type.Union([Type.String(), Type.Null()], { description: `ISO instant: ${description}` })

/** The latest news of the inbound flight, or null when nobody reported any. */
export const FlightNews = Type.Union(
  [
    Type.Object({
      status: Type.Enum(FLIGHT_STATUSES),
      expected_arrival_at: NullableInstant(
        'the arrival reported; null for a delay without a new time or a cancelled flight.',
      ),
      reported_at: Type.String({ description: 'ISO instant the news came.' }),
      reported_by: Type.Enum(FLIGHT_SOURCES),
    }),
    Type.Null(),
  ],
  { title: 'Flight news' },
)
export type FlightNews = Static<typeof FlightNews>

/** The flight fields a booking shows (the family's page and the desk). */
export const bookingFlightFields = {
  arrival_time: Type.Union([ClockTime, Type.Null()], {
    description: "The inbound flight's scheduled arrival on the start date, if given.",
  }),
  departure_time: Type.Union([ClockTime, Type.Null()], {
    description: "The outbound flight's scheduled departure on the end date, if given.",
  }),
  flight_news: FlightNews,
  expected_arrival_at: NullableInstant(
    'when the family is expected: the arrival last reported, else the scheduled arrival; null ' +
      'when unknown.',
  ),
}

const delayed = {
  status: Type.Literal('delayed'),
  arrival_date: Type.Optional(Type.String({ ...IsoDate, description: 'Default: the start date.' })),
  arrival_time: Type.Optional(
    Type.String({ ...ClockTime, description: 'The new arrival; absent when not yet known.' }),
  ),
}
const cancelled = { status: Type.Literal('cancelled') }

/** The family (or the desk) tells us the plane lands late, or does not fly. */
export const FlightReport = Type.Union([Type.Object(delayed), Type.Object(cancelled)], {
  title: 'Flight report',
})
export type FlightReport = Static<typeof FlightReport>

const token = Type.String({ minLength: 1, maxLength: 2000, description: 'The emailed link token.' })
export const FlightLinkRequest = Type.Object({ token })
/** The family's report through the emailed link: the token and the report. */
export const FlightLinkReport = Type.Union([
  Type.Object({ token, ...delayed }),
  Type.Object({ token, ...cancelled }),
])
export type FlightLinkReport = Static<typeof FlightLinkReport>

/** What the emailed link shows: the booking's own flight and times, nothing else. */
export const FlightLinkView = Type.Object(
  {
    start_date: IsoDate,
    pickup_time: ClockTime,
    time_zone: Type.String(),
    inbound_flight: Type.Union([Type.String(), Type.Null()]),
    ...bookingFlightFields,
    can_report: Type.Boolean({
      description: 'A confirmed pickup not handed out yet: news can still change the wait.',
    }),
  },
  { title: 'Flight link' },
)
export type FlightLinkView = Static<typeof FlightLinkView>

/**
 * One message of a flight data provider (docs/api.md, Flight status port), signed like the
 * payment webhooks: header `flight-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` with FLIGHT_STATUS_SECRET.
 */
export const FlightStatusMessage = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 200, description: "The provider's message id." }),
    flight_number: Type.String({ maxLength: 12, description: 'e.g. BA123' }),
    arrival_airport: Type.String({ maxLength: 10, description: 'Our location code, e.g. SVQ.' }),
    scheduled_date: Type.String({
      ...IsoDate,
      description: 'Local date of the scheduled arrival.',
    }),
    status: Type.Enum(FLIGHT_STATUSES),
    estimated_arrival: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    ),
    sent_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Flight status message' },
)
export type FlightStatusMessage = Static<typeof FlightStatusMessage>
