import { Type, type Static } from 'typebox'
import { LEDGER_LINE_KINDS, LEDGER_PARTS } from '../domain/ledger'
import { IsoDate } from './common'

/** A location and a day or a month on its clock: what the ledger is asked for. */
export const LedgerQuery = Type.Object({
  location: Type.String({
    pattern: '^[A-Z0-9]{2,10}$',
    description: 'Pickup location code, e.g. SVQ.',
  }),
  date: Type.Optional(Type.String({ ...IsoDate, description: "A day on the location's clock." })),
  month: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
      description: "A month on the location's clock, YYYY-MM. One of date and month.",
      examples: ['2027-04'],
    }),
  ),
  year: Type.Optional(
    Type.String({ pattern: '^\\d{4}$', description: 'A year (CSV exports only), YYYY.' }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, default: 0, description: 'Lines to skip (the JSON answer).' }),
  ),
})
export type LedgerQuery = Static<typeof LedgerQuery>

export const LedgerLine = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The record behind the line.' }),
  at: Type.String({ format: 'date-time' }),
  local_time: Type.String({ description: "YYYY-MM-DD HH:mm on the location's clock." }),
  booking_id: Type.String({ format: 'uuid' }),
  reference: Type.String(),
  kind: Type.Enum(LEDGER_LINE_KINDS),
  detail: Type.Union([Type.String(), Type.Null()], {
    description: "A refund's reason, an invoice's kind.",
  }),
  amount_cents: Type.Integer({
    description: 'Signed: money given back (refunds, releases) and corrective invoices negative.',
  }),
  currency: Type.String(),
  link: Type.Union([Type.String(), Type.Null()], {
    description: "The provider's id of the movement, or the invoice's number.",
  }),
})
export type LedgerLine = Static<typeof LedgerLine>

export const LedgerTotals = Type.Object(
  {
    rental: Type.Object({
      kept_cents: Type.Integer({ description: 'Rental money the bookings keep.' }),
      invoiced_cents: Type.Integer({ description: 'Their invoices, corrective ones negative.' }),
      reconciles: Type.Boolean(),
    }),
    deposits: Type.Object({
      taken_cents: Type.Integer(),
      claimed_cents: Type.Integer(),
      released_cents: Type.Integer(),
      held_cents: Type.Integer({ description: 'Still held or charged.' }),
      reconciles: Type.Boolean(),
    }),
    corrections: Type.Object({
      taken_cents: Type.Integer({ description: 'Payments the bookings did not ask for.' }),
      refunded_cents: Type.Integer(),
      reconciles: Type.Boolean(),
    }),
  },
  {
    description:
      'Over the bookings with a line in the period, their money as it stands (docs/money.md).',
  },
)
export type LedgerTotals = Static<typeof LedgerTotals>

export const LedgerMismatch = Type.Object({
  booking_id: Type.String({ format: 'uuid' }),
  reference: Type.String(),
  parts: Type.Array(Type.Enum(LEDGER_PARTS), {
    description: "What does not add up: 'money' is taken less refunded against what it keeps.",
  }),
})
export type LedgerMismatch = Static<typeof LedgerMismatch>

export const Ledger = Type.Object(
  {
    location_code: Type.String(),
    time_zone: Type.String(),
    from: IsoDate,
    to: IsoDate,
    lines: Type.Array(LedgerLine),
    lines_total: Type.Integer(),
    offset: Type.Integer(),
    totals: LedgerTotals,
    mismatches: Type.Array(LedgerMismatch),
  },
  { title: 'Ledger' },
)
export type Ledger = Static<typeof Ledger>
