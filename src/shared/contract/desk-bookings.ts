/**
 * The desk's bookings, staff and audit log (under /api/desk): what counter staff (moderators)
 * and admins see and do. Money in cents, dates and times on the pickup location's clock.
 */
import { Type, type Static } from 'typebox'
import { BookingPaymentStatus, BookingStatus, DeliveryAddress } from './bookings'
import { StoredBillingDetails } from './billing'
import { BookingVersion } from './bookingChanges'
import { ClockTime, IsoDate, LanguageQuery } from './common'
import { AgreementLink, BookingUnit } from './desk-handover'
import { bookingFlightFields } from './flights'
import { LocationType } from './pickupLocations'
import { Deposit } from './deposits'
import { DEPOSIT_STATUSES } from '../domain/deposits'

/** An unpaid booking needs attention when its pickup is this close (or past). */
export const UNPAID_ATTENTION_HOURS = 48
/** The most results a desk list answers in one page. */
export const DESK_PAGE_MAX = 100
/** The longest cancellation reason staff may write (the traveller reads it). */
export const STAFF_REASON_MAX_LENGTH = 500

const Uuid = Type.String({ format: 'uuid' })
const NullableString = (options: { description?: string } = {}) =>
  Type.Union([Type.String(), Type.Null()], options)
const Cents = (description: string) => Type.Integer({ description: `${description}, in cents.` })
const Cursor = Type.Optional(
  Type.String({
    maxLength: 200,
    description: 'Opaque: the `next_cursor` of the previous page; absent for the first page.',
  }),
)
const Limit = Type.Optional(
  Type.Integer({ minimum: 1, maximum: DESK_PAGE_MAX, description: 'Default 50.' }),
)
const IdempotencyKey = Type.String({
  minLength: 8,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_.:-]+$',
  description:
    'Required. The same key (from the same admin) answers the first answer again and never ' +
    'refunds twice; a new key per intended action (e.g. a UUID made when the form opens).',
})
export const DeskIdempotencyHeaders = Type.Object({ 'idempotency-key': IdempotencyKey })

export const DeskBookingItem = Type.Object({
  gear_id: Uuid,
  gear_code: Type.String(),
  name: Type.String({ description: 'In the requested language.' }),
  category: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  deposit: Cents("This item's deposit, for all its units (each unit's share: unitDeposits)"),
})
export type DeskBookingItem = Static<typeof DeskBookingItem>

export const DeskFlags = Type.Object({
  unpaid: Type.Boolean({ description: 'Confirmed and not paid.' }),
  no_show: Type.Boolean({
    description: 'Its no_show_from has passed: it may be marked a no-show.',
  }),
  late_return: Type.Boolean({
    description: 'Handed out, its return time has passed and it was not handed back.',
  }),
  deposit_missing: Type.Boolean({
    description:
      'Hold mode: paid, not handed out, and the deposit hold should be in place and is not.',
  }),
})
export type DeskFlags = Static<typeof DeskFlags>

const deskBookingFields = {
  id: Uuid,
  reference: Type.String(),
  status: BookingStatus,
  payment_status: BookingPaymentStatus,
  paid: Type.Boolean({ description: 'The booking holds a payment (payment_status paid).' }),
  pickup_location_code: Type.String({
    description: 'The desk, or the delivery zone it serves for a delivery.',
  }),
  location_type: Type.Optional(LocationType),
  delivery_address: Type.Optional(
    Type.Union([DeliveryAddress, Type.Null()], {
      description: 'For a delivery: where to deliver and collect.',
    }),
  ),
  time_zone: Type.String(),
  start_date: IsoDate,
  end_date: IsoDate,
  pickup_time: ClockTime,
  return_time: ClockTime,
  traveller: Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    phone: Type.String({ description: "The booking's phone, for a tel: link." }),
  }),
  inbound_flight: NullableString(),
  outbound_flight: NullableString(),
  ...bookingFlightFields,
  no_show_from: NullableString({
    description:
      'ISO instant from which it may be marked a no-show (a confirmed booking not handed out; ' +
      'null for any other): the grace period after the later of the pickup time and the ' +
      'expected arrival; the desk closing time that day after a delay without a new time or a ' +
      'cancelled flight; for a delivery, the grace period after its delivery window.',
  }),
  family_calls: Type.Array(Type.Object({ called_at: Type.String(), note: NullableString() }), {
    description: 'The calls the desk made to the family, oldest first (ISO instants).',
  }),
  notes: NullableString(),
  items: Type.Array(DeskBookingItem),
  unit_count: Type.Integer({ description: 'Units over all items.' }),
  total: Cents('Grand total'),
  currency: Type.String(),
  handed_out_at: NullableString({ description: 'ISO instant it was checked out.' }),
  returned_at: NullableString({ description: 'ISO instant it was checked in.' }),
  unit_tags: Type.Array(Type.String(), {
    description: 'Asset tags of the units handed over with it (empty before check-out).',
  }),
  deposit_status: Type.Enum(DEPOSIT_STATUSES, { description: 'See Deposit.status.' }),
  deposit_dispute_until: NullableString({
    description: 'ISO instant until which the family may answer claims on the deposit.',
  }),
  flags: DeskFlags,
}

/** One booking as a row of the desk's lists. */
export const DeskBooking = Type.Object(deskBookingFields, { title: 'DeskBooking' })
export type DeskBooking = Static<typeof DeskBooking>

export const DeskRefund = Type.Object({
  provider_refund_id: NullableString({ description: "The provider's id (re_…)." }),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  amount: Cents('Refunded'),
  currency: Type.String(),
  reason: Type.Union([
    Type.Literal('cancellation'),
    Type.Literal('extra_payment'),
    Type.Literal('staff'),
    Type.Literal('deposit'),
    Type.Literal('change'),
  ]),
  note: Type.Optional(
    NullableString({
      description:
        "A staff refund's reason as the traveller reads it (a staff cancellation's reason for " +
        'the refund made with it); null when none was given, and for every other refund.',
    }),
  ),
  created_at: Type.String(),
})
export type DeskRefund = Static<typeof DeskRefund>

/** One booking opened at the desk: the row plus its money and cancellation. */
export const DeskBookingDetail = Type.Object(
  {
    ...deskBookingFields,
    paid_amount: Cents('Taken and kept for the booking (0 when unpaid)'),
    refunded_amount: Cents('Refunded so far or on its way (failed refunds excluded)'),
    refundable_amount: Cents('What an admin may still refund: paid_amount - refunded_amount'),
    refunds: Type.Array(DeskRefund),
    billing_details: StoredBillingDetails,
    cancelled_at: NullableString(),
    cancelled_by: Type.Union([
      Type.Literal('traveller'),
      Type.Literal('payment_expired'),
      Type.Literal('staff'),
      Type.Literal('no_show'),
      Type.Null(),
    ]),
    staff_reason: NullableString({
      description: 'Why staff cancelled it, as the traveller reads it.',
    }),
    can_cancel: Type.Boolean({ description: 'Staff may cancel it (confirmed).' }),
    can_check_out: Type.Boolean({ description: 'Paid, confirmed, pickup day, not handed out.' }),
    can_check_in: Type.Boolean({ description: 'Handed out and some unit not back.' }),
    can_mark_no_show: Type.Boolean({ description: 'Not handed out, grace period passed.' }),
    units: Type.Array(BookingUnit, { description: 'Units handed over with it.' }),
    deposit: Deposit,
    agreement: Type.Optional(
      Type.Union([AgreementLink, Type.Null()], {
        description: 'The rental agreement the family signed at check-out; null when none.',
      }),
    ),
    versions: Type.Optional(
      Type.Array(BookingVersion, { description: 'Its changes, oldest first.' }),
    ),
  },
  { title: 'DeskBookingDetail' },
)
export type DeskBookingDetail = Static<typeof DeskBookingDetail>

export const DeskLocationQuery = {
  location: Type.String({
    pattern: '^[A-Z0-9]{2,10}$',
    description: 'Pickup location code, e.g. SVQ.',
  }),
  lang: LanguageQuery,
}

export const DeskDayQuery = Type.Object({
  ...DeskLocationQuery,
  date: Type.Optional(
    Type.String({ ...IsoDate, description: "Default: today on the location's clock." }),
  ),
})
export type DeskDayQuery = Static<typeof DeskDayQuery>

/** Today at a location (or another day): Pickups and Returns, cancelled bookings left out. */
export const DeskDay = Type.Object(
  {
    location_code: Type.String(),
    time_zone: Type.String(),
    date: IsoDate,
    today: IsoDate,
    now: Type.String({ description: 'ISO instant the lists were read (flags are as of then).' }),
    counts: Type.Object({
      pickups: Type.Integer(),
      returns: Type.Integer(),
      handed_out: Type.Integer({ description: 'Pickups already checked out.' }),
      returned: Type.Integer({ description: 'Returns already checked in.' }),
      unpaid: Type.Integer({ description: 'Pickups not paid.' }),
      no_shows: Type.Integer(),
      late_returns: Type.Integer(),
    }),
    pickups: Type.Array(DeskBooking, { description: 'By pickup time, then reference.' }),
    returns: Type.Array(DeskBooking, {
      description:
        'Due back that day by return time, then reference; then those checked in early that day.',
    }),
    deliveries: Type.Optional(
      Type.Array(DeskBooking, {
        description:
          "Deliveries that day from this location's stock to the zones it serves, in run order (compareRunStops).",
      }),
    ),
    collections: Type.Optional(
      Type.Array(DeskBooking, { description: 'Collections that day, in run order.' }),
    ),
  },
  { title: 'DeskDay' },
)
export type DeskDay = Static<typeof DeskDay>

/** One stop of a driver's day: deliver or collect one booking's gear at an address. */
export const RunStop = Type.Object({
  kind: Type.Union([Type.Literal('delivery'), Type.Literal('collection')]),
  window: Type.Object(
    { from: ClockTime, until: ClockTime },
    { description: 'The half-hour slot the traveller chose (deliverySlot).' },
  ),
  booking: DeskBooking,
})
export type RunStop = Static<typeof RunStop>

/** A driver's day from one stocked location: deliveries and collections by window, then postal code. */
export const DeskRun = Type.Object(
  {
    location_code: Type.String(),
    time_zone: Type.String(),
    date: IsoDate,
    stops: Type.Array(RunStop),
  },
  { title: 'DeskRun' },
)
export type DeskRun = Static<typeof DeskRun>

export const DeskSearchQuery = Type.Object({
  q: Type.String({
    minLength: 2,
    maxLength: 100,
    description:
      'Part of a reference, email, last name or phone; case and accents ignored (garcia finds ' +
      'García), spaces and dashes in phones ignored.',
  }),
  limit: Limit,
  cursor: Cursor,
  lang: LanguageQuery,
})
export type DeskSearchQuery = Static<typeof DeskSearchQuery>

export const DeskBookingPage = Type.Object({
  items: Type.Array(DeskBooking, { description: 'Latest pickup first, across all dates.' }),
  next_cursor: NullableString({ description: 'Null on the last page.' }),
})
export type DeskBookingPage = Static<typeof DeskBookingPage>

export const ATTENTION_KINDS = [
  'unpaid_near_pickup',
  'late_return',
  'left_short',
  'deposit_missing',
  'claim_open',
  'no_show_due',
] as const
export type AttentionKind = (typeof ATTENTION_KINDS)[number]

export const AttentionItem = Type.Object({
  kind: Type.Enum(ATTENTION_KINDS, {
    description:
      'unpaid_near_pickup: confirmed, unpaid, pickup within ' +
      `${UNPAID_ATTENTION_HOURS} hours; late_return: handed out and past its return time; ` +
      'left_short: a unit taken out of service left it without gear (listed once units exist); ' +
      'deposit_missing: paid, pickup within two days, and the deposit hold that should be in place is not (the card refused it, or it lapsed); ' +
      'claim_open: claims made at check-in wait for an admin to decide them; ' +
      'no_show_due: a pickup past its no-show time (the grace period after its expected ' +
      'arrival) that nobody came for: call the family, then mark it a no-show.',
  }),
  action: Type.String({ description: 'What to do, in the requested language.' }),
  booking: DeskBooking,
})
export type AttentionItem = Static<typeof AttentionItem>

export const AttentionList = Type.Object({
  now: Type.String(),
  items: Type.Array(AttentionItem, { description: 'Late returns, then the rest by pickup.' }),
})
export type AttentionList = Static<typeof AttentionList>

export const DeskAttentionQuery = Type.Object(DeskLocationQuery)

export const DeskBookingParams = Type.Object({ id: Uuid })
export const DeskReferenceParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 32 }),
})
export const DeskLangQuery = Type.Object({ lang: LanguageQuery })

export const StaffCancelRequest = Type.Object({
  payment_status: Type.Union(BookingPaymentStatus.anyOf, {
    description:
      "The booking's payment_status as the admin saw it when deciding (and choosing the " +
      'refund). When it differs from the payment status now (the family paid meanwhile): 409 ' +
      'PAYMENT_CHANGED and nothing changes; reload the booking and decide again.',
  }),
  reason: Type.String({
    minLength: 1,
    maxLength: STAFF_REASON_MAX_LENGTH,
    description: 'Shown to the traveller on their booking and in the email.',
  }),
  refund_amount: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        'Cents to refund with the cancellation (default 0), at most refundable_amount. ' +
        'A negative amount answers 400 VALIDATION_FAILED, a larger one 422 REFUND_TOO_LARGE.',
    }),
  ),
})
export type StaffCancelRequest = Static<typeof StaffCancelRequest>

export const StaffRefundRequest = Type.Object({
  amount: Type.Integer({
    minimum: 1,
    description: 'Cents, at most refundable_amount (422 REFUND_TOO_LARGE otherwise).',
  }),
  reason: Type.Optional(
    Type.String({
      maxLength: STAFF_REASON_MAX_LENGTH,
      description: 'Shown to the traveller in the refund email.',
    }),
  ),
})
export type StaffRefundRequest = Static<typeof StaffRefundRequest>

export const STAFF_ROLES = ['admin', 'moderator'] as const

export const StaffMember = Type.Object({
  id: Uuid,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('moderator'), Type.Literal('user')]),
})
export type StaffMember = Static<typeof StaffMember>

export const StaffList = Type.Object({
  items: Type.Array(StaffMember, { description: 'Admins and moderators, by email.' }),
})
export type StaffList = Static<typeof StaffList>

export const RoleChangeRequest = Type.Object({
  email: Type.String({ maxLength: 254, description: 'The account to change.' }),
  role: Type.Union([Type.Literal('moderator'), Type.Literal('user')], {
    description:
      'moderator: make a traveller counter staff; user: take it back. Admins are not ' +
      'changed here (409 ADMIN_ROLE_LOCKED; use the grant-role command), nor your own role ' +
      '(409 OWN_ROLE_LOCKED).',
  }),
})
export type RoleChangeRequest = Static<typeof RoleChangeRequest>

/**
 * Every action the audit log records (`app.audit.record` takes nothing else), each with its
 * label in the desk's translations (`Audit.actions.<action>`).
 */
export const AUDIT_ACTIONS = [
  'booking.cancel',
  'booking.refund',
  /** A booking's dates, times or gear changed from the desk (with any refund override). */
  'booking.change',
  'user.role',
  /** A family deleted its account: counts only, no personal value (docs/privacy.md). */
  'user.delete',
  'unit.add',
  /** A unit out of service, back in service or retired, at the inventory or by a check-in. */
  'unit.status',
  /** A unit's manufacture or expiry date recorded (docs/safety.md, Safety records). */
  'unit.safety',
  /** A unit inspected and cleaned, with the checklist ticked. */
  'unit.inspection',
  /** A crash or damage reported of a unit (a crash retires a seat). */
  'unit.incident',
  'category.turnaround',
  'booking.check_out',
  'booking.check_in',
  /** The family signed the rental agreement at check-out (its PDF's SHA-256 in `after`). */
  'booking.agreement_signed',
  /** A check-out without the family's signature, with the reason staff gave. */
  'booking.check_out_unsigned',
  'booking.no_show',
  /** The desk noted news of the inbound flight (a delay, a new time, a cancellation). */
  'booking.flight_news',
  /** The desk called the family of a pickup past its grace period. */
  'booking.family_called',
  'deposit.claim',
  'deposit.decide',
  'promo_code.create',
  'promo_code.pause',
  'promo_code.resume',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** What the desk heard when it called the family (optional). */
export const FamilyCallRequest = Type.Object({
  note: Type.Optional(
    Type.Union([Type.String({ maxLength: STAFF_REASON_MAX_LENGTH }), Type.Null()], {
      description: `At most ${STAFF_REASON_MAX_LENGTH} characters.`,
    }),
  ),
})
export type FamilyCallRequest = Static<typeof FamilyCallRequest>

export const AuditQuery = Type.Object({
  booking_id: Type.Optional(Uuid),
  unit_id: Type.Optional(Uuid),
  actor_id: Type.Optional(Type.String({ format: 'uuid', description: 'The staff member.' })),
  day: Type.Optional(Type.String({ ...IsoDate, description: 'A UTC calendar day.' })),
  limit: Limit,
  cursor: Cursor,
})
export type AuditQuery = Static<typeof AuditQuery>

export const AuditEntry = Type.Object({
  id: Uuid,
  at: Type.String({ description: 'ISO instant, the time of the change (when it reached us).' }),
  taken_at: NullableString({
    description:
      'ISO instant: when staff took the action, for one taken offline and sent later ' +
      '(the `Taken-At` of a handover); null when it was sent as it was taken.',
  }),
  action: Type.String({ description: `One of ${AUDIT_ACTIONS.join(', ')}.` }),
  actor: Type.Object({ id: Uuid, email: Type.String(), role: Type.String() }),
  booking_id: Type.Union([Uuid, Type.Null()]),
  booking_reference: NullableString(),
  unit_id: Type.Union([Uuid, Type.Null()]),
  target_user_id: Type.Union([Uuid, Type.Null()]),
  before: Type.Unknown({ description: 'What changed, before (JSON, null for a creation).' }),
  after: Type.Unknown({ description: 'What changed, after (JSON).' }),
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditPage = Type.Object({
  items: Type.Array(AuditEntry, { description: 'Newest first.' }),
  next_cursor: NullableString(),
})
export type AuditPage = Static<typeof AuditPage>
