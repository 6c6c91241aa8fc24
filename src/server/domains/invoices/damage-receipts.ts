import { eq } from 'drizzle-orm'
import { bookings, invoiceChain, pickupLocations } from '../../db/schema'
import type { Tx } from './context'
import { issueRecord } from './issue'

/**
 * Issues the numbered receipt of damage kept from a booking's deposit, in the transaction of
 * the decision: compensation, outside VAT, in its own series; not an invoice.
 */
export async function issueDamageReceipt(
  tx: Tx,
  { bookingId, cents }: { bookingId: string; cents: number },
) {
  const [booking] = await tx
    .select({
      createdAt: bookings.createdAt,
      currency: bookings.currency,
      timeZone: pickupLocations.timeZone,
    })
    .from(bookings)
    .innerJoin(pickupLocations, eq(pickupLocations.code, bookings.pickupLocationCode))
    .where(eq(bookings.id, bookingId))
  const [chain] = await tx.select({ startedAt: invoiceChain.startedAt }).from(invoiceChain)
  if (!booking || !chain || booking.createdAt < chain.startedAt || cents <= 0) return null
  return issueRecord(tx, {
    bookingId,
    kind: 'damage_receipt',
    correctsId: null,
    currency: booking.currency,
    timeZone: booking.timeZone,
    lines: [{ kind: 'damage', code: 'damage', amountCents: cents, vatRateBasisPoints: 0 }],
  })
}
