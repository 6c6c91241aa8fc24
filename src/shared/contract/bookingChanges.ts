/**
 * Changing a booking instead of cancelling it: the request, the preview of its new price and
 * difference, and the versions a booking keeps (docs/money.md, Changes). Money in cents.
 */
import { Type, type Static } from 'typebox'
import {
  BOOKING_VERSION_STATUSES,
  CHANGE_ACTORS,
  OVERRIDE_REASON_MAX_LENGTH,
} from '../domain/bookingChanges'
import { ClockTime, IsoDate } from './common'
import { PricingResponse, RentalFields } from './pricing'

const Cents = (description: string) => Type.Integer({ description: `${description}, in cents.` })

/** What a change asks for; a field left out stays as it is. */
export const BookingChangeRequest = Type.Object({
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
  pickup_time: Type.Optional(ClockTime),
  return_time: Type.Optional(ClockTime),
  gear_ids: Type.Optional({
    ...RentalFields.gear_ids,
    description: 'The whole new list of gear, each id repeated once per unit (as in a quote).',
  }),
})
export type BookingChangeRequest = Static<typeof BookingChangeRequest>

/** The desk's change: the same, and an admin may refund a reduction inside 24 hours. */
export const DeskBookingChangeRequest = Type.Object({
  ...BookingChangeRequest.properties,
  refund_override_reason: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: OVERRIDE_REASON_MAX_LENGTH,
      description:
        'Admins only: refund what a reduction takes off even within 24 hours of pickup, and ' +
        'why (audited; the family reads it).',
    }),
  ),
})
export type DeskBookingChangeRequest = Static<typeof DeskBookingChangeRequest>

/** A booking's rental terms, as a version keeps them. */
export const BookingTerms = Type.Object({
  start_date: IsoDate,
  end_date: IsoDate,
  pickup_time: ClockTime,
  return_time: ClockTime,
  items: Type.Array(Type.Object({ gear_id: Type.String(), quantity: Type.Integer() })),
})
export type BookingTerms = Static<typeof BookingTerms>

export const ChangeLine = Type.Object({
  gear_id: Type.String(),
  quantity_before: Type.Integer(),
  quantity_after: Type.Integer(),
  subtotal_before: Cents('The line before'),
  subtotal_after: Cents('The line after'),
  difference: Cents('After less before'),
})

/** What a change costs, committing nothing. */
export const BookingChangePreview = Type.Object(
  {
    booking_id: Type.String({ format: 'uuid' }),
    changed: Type.Array(Type.String(), { description: 'The terms that change.' }),
    before: BookingTerms,
    after: BookingTerms,
    pricing: PricingResponse,
    lines: Type.Array(ChangeLine),
    total_before: Cents('grand_total before'),
    total_after: Cents('grand_total after'),
    deposit_before: Cents('The deposit before'),
    deposit_after: Cents('The deposit after'),
    deposit_difference: Cents('After less before'),
    difference: Cents(
      'What the checkout asks, after less before (the rental, and the deposit when charged)',
    ),
    payment_due: Cents('Paid through a checkout tied to the change (0 when none)'),
    refund: Cents('Refunded at once (0 when none)'),
    retained: Cents('What the cancellation rules keep of a reduction (0 when none)'),
  },
  { title: 'BookingChangePreview' },
)
export type BookingChangePreview = Static<typeof BookingChangePreview>

/** One change of a booking, as the family and the desk read it. */
export const BookingVersion = Type.Object(
  {
    number: Type.Integer({ minimum: 1 }),
    status: Type.Enum(BOOKING_VERSION_STATUSES),
    changed_by: Type.Enum(CHANGE_ACTORS),
    actor_id: Type.String({ format: 'uuid' }),
    changed: Type.Array(Type.String()),
    before: BookingTerms,
    after: BookingTerms,
    total_before: Cents('grand_total before'),
    total_after: Cents('grand_total after'),
    difference: Cents('What the checkout asks, after less before'),
    payment_due: Cents('Still to pay through its checkout'),
    refund: Cents('Refunded'),
    retained: Cents('Kept of a reduction by the cancellation rules'),
    override_reason: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String(),
  },
  { title: 'BookingVersion' },
)
export type BookingVersion = Static<typeof BookingVersion>

/** A change is committed once per key: retries and double clicks answer the same change. */
export const ChangeIdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 8,
    maxLength: 128,
    pattern: '^[A-Za-z0-9_.:-]+$',
    description: 'Required: a new key per intended change (e.g. a UUID made when the form opens).',
  }),
})
