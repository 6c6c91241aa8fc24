/** The desk's reports (docs/money.md, Reports): what each table holds, column by column. */

/** The most days one report reads. */
export const MAX_REPORT_DAYS = 366

export const REPORT_NAMES = [
  'items',
  'units',
  'days',
  'weeks',
  'lead-time',
  'outcomes',
  'promo-codes',
  'deposits',
  'handover',
] as const
export type ReportName = (typeof REPORT_NAMES)[number]

/** How a column's values read: text, a count, cents, a percentage or a number of days. */
export type ReportColumnKind = 'text' | 'count' | 'cents' | 'percent' | 'days'

/** Each report's columns in order, with how they read; the first names the row. */
export const REPORT_COLUMNS: Record<ReportName, [string, ReportColumnKind][]> = {
  items: [
    ['item', 'text'],
    ['units', 'count'],
    ['in_service_days', 'days'],
    ['out_of_service_days', 'days'],
    ['rented_days', 'days'],
    ['utilisation', 'percent'],
    ['revenue_cents', 'cents'],
    ['unmet_asks', 'count'],
    ['unmet_unit_days', 'days'],
  ],
  units: [
    ['unit', 'text'],
    ['item', 'text'],
    ['in_service_days', 'days'],
    ['out_of_service_days', 'days'],
    ['rented_days', 'days'],
    ['utilisation', 'percent'],
    ['revenue_cents', 'cents'],
  ],
  days: [
    ['day', 'text'],
    ['bookings', 'count'],
    ['revenue_cents', 'cents'],
  ],
  weeks: [
    ['week', 'text'],
    ['bookings', 'count'],
    ['revenue_cents', 'cents'],
  ],
  'lead-time': [
    ['lead_days', 'text'],
    ['bookings', 'count'],
    ['share', 'percent'],
  ],
  outcomes: [
    ['outcome', 'text'],
    ['bookings', 'count'],
    ['share', 'percent'],
    ['rental_kept_cents', 'cents'],
    ['refunded_cents', 'cents'],
  ],
  'promo-codes': [
    ['code', 'text'],
    ['uses', 'count'],
    ['discount_cents', 'cents'],
    ['revenue_cents', 'cents'],
  ],
  deposits: [
    ['state', 'text'],
    ['amount_cents', 'cents'],
  ],
  handover: [
    ['handover', 'text'],
    ['bookings', 'count'],
    ['revenue_cents', 'cents'],
  ],
}

/** The lead-time bands, in days between the day a booking was made and its pickup day. */
export const LEAD_TIME_BANDS = [
  [0, 0],
  [1, 1],
  [2, 6],
  [7, 13],
  [14, 29],
  [30, 59],
  [60, null],
] as const

/** A booking's outcome, as the outcomes report counts it. */
export const BOOKING_OUTCOMES = [
  'kept',
  'cancelled_by_family',
  'cancelled_by_staff',
  'no_show',
  'payment_expired',
] as const

/** The deposit states the deposits report shows, as the Money screen's balance adds them. */
export const DEPOSIT_REPORT_STATES = ['taken', 'claimed', 'released', 'held'] as const
