import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  bookingVersions,
  bookings,
  invoiceChain,
  invoiceLines,
  invoices,
  pickupLocations,
  refunds,
} from '../../db/schema'
import type { DraftLine, Tx } from './context'
import { issueRecord } from './issue'
import { asStated, linesToIssue, pricedLines, statedLines } from './rental-lines'

const RENTAL_KINDS = ['simplified', 'full', 'corrective'] as const

type BookingRow = typeof bookings.$inferSelect

/**
 * Whether the booking holds its rental: paid, and confirmed, completed, or cancelled by staff
 * or as a no-show (docs/money.md, The invariant).
 */
const holdsRental = (booking: BookingRow) =>
  booking.paymentStatus === 'paid' &&
  (booking.status === 'confirmed' ||
    booking.status === 'completed' ||
    (booking.status === 'cancelled' &&
      (booking.cancellationReason === 'staff' || booking.cancellationReason === 'no_show')))

/** The sums that move the rental kept apart from its price: what staff refunded, what was kept. */
async function adjustmentLines(tx: Tx, booking: BookingRow): Promise<DraftLine[]> {
  const rate = booking.pricing.tax_rate_basis_points
  const [refunded] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.bookingId, booking.id),
        eq(refunds.reason, 'staff'),
        ne(refunds.status, 'failed'),
      ),
    )
  const [versions] = await tx
    .select({
      retained: sql<number>`coalesce(sum(${bookingVersions.retainedCents}), 0)::int`,
      owed: sql<number>`count(*) filter (where ${bookingVersions.status} = 'awaiting_payment')::int`,
    })
    .from(bookingVersions)
    .where(eq(bookingVersions.bookingId, booking.id))
  const sums: DraftLine[] = [
    {
      kind: 'retained',
      code: 'retained',
      amountCents: versions?.retained ?? 0,
      vatRateBasisPoints: rate,
    },
    {
      kind: 'refund',
      code: 'refund',
      amountCents: -(refunded?.cents ?? 0),
      vatRateBasisPoints: rate,
    },
  ]
  return sums.filter((line) => line.amountCents !== 0)
}

/**
 * Issues what the booking's rental money now calls for, in the transaction that moved it: the
 * invoice of a rental payment kept, the invoice of a change's difference paid, a corrective
 * invoice for a refund or reduction of the rental (all negative amounts, referencing the
 * original). Its invoices then add up to the rental the booking keeps. Nothing for a booking
 * made before invoicing began, nor when the rental kept did not move.
 */
export async function issueRentalInvoices(tx: Tx, { bookingId }: { bookingId: string }) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
  const [chain] = await tx.select({ startedAt: invoiceChain.startedAt }).from(invoiceChain)
  if (!booking || !chain || booking.createdAt < chain.startedAt) return null
  const issued = await tx
    .select({ line: invoiceLines, invoiceId: invoices.id, kind: invoices.kind })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.bookingId, booking.id), inArray(invoices.kind, RENTAL_KINDS)))
    .orderBy(asc(invoices.chainPosition), asc(invoiceLines.position))
  const stated = statedLines(issued.map((row) => row.line))
  const owesChange = await tx
    .select({ id: bookingVersions.id })
    .from(bookingVersions)
    .where(
      and(
        eq(bookingVersions.bookingId, booking.id),
        eq(bookingVersions.status, 'awaiting_payment'),
      ),
    )
  const target = holdsRental(booking)
    ? [
        // A change's new price counts once its difference is paid.
        ...(owesChange.length > 0 ? asStated(stated) : pricedLines(booking.pricing)),
        ...(await adjustmentLines(tx, booking)),
      ]
    : []
  const lines = linesToIssue(target, stated)
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0)
  // A full invoice that replaced the simplified ones is the original from then on.
  const original = (issued.find((row) => row.kind === 'full') ?? issued[0])?.invoiceId ?? null
  if (total === 0 || (total < 0 && !original)) return null
  const [location] = await tx
    .select({ timeZone: pickupLocations.timeZone })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, booking.pickupLocationCode))
  return issueRecord(tx, {
    bookingId: booking.id,
    kind: total < 0 ? 'corrective' : booking.billingDetails ? 'full' : 'simplified',
    correctsId: original,
    // A corrective invoice is addressed as the invoice it corrects was, whatever the booking's
    // billing details say now (an account deleted since has none).
    recipient: total < 0 ? await recipientOf(tx, original!) : booking.billingDetails,
    currency: booking.currency,
    timeZone: location?.timeZone ?? 'UTC',
    lines,
  })
}

async function recipientOf(tx: Tx, invoiceId: string) {
  const [row] = await tx
    .select({ recipient: invoices.recipient })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
  return row?.recipient ?? null
}
