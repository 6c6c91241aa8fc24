import { eq } from 'drizzle-orm'
import { deposits } from '../../db/schema'
import type { BookingRow } from '../bookings'
import { owedChange } from './change-views'
import type { Tx } from './context'

/**
 * How a booking takes its deposit, as the deposits domain recorded it with the booking: read
 * here as a view (payments never changes it). Bookings from before deposits had a record of
 * their own paid it with the rental.
 */
export async function depositTerms(db: Pick<Tx, 'select'>, booking: BookingRow) {
  const [terms] = await db
    .select({ mode: deposits.mode, amountCents: deposits.amountCents })
    .from(deposits)
    .where(eq(deposits.bookingId, booking.id))
  return terms ?? { mode: 'charge' as const, amountCents: booking.pricing.deposit }
}

/**
 * What the booking's checkout charges: the rental alone when the deposit is held on the card
 * apart, the rental and the deposit together when it is charged.
 */
export async function amountDue(db: Pick<Tx, 'select'>, booking: BookingRow) {
  const terms = await depositTerms(db, booking)
  return {
    amountCents:
      terms.mode === 'hold' ? booking.totalCents - terms.amountCents : booking.totalCents,
    saveCard: terms.mode === 'hold',
  }
}

/**
 * What the booking's next checkout asks: the difference of a change it owes once paid (tied to
 * that change), else the amount due.
 */
export async function dueNow(db: Pick<Tx, 'select'>, booking: BookingRow) {
  const owed = booking.paymentStatus === 'paid' ? await owedChange(db, booking.id) : undefined
  if (owed) return { amountCents: owed.differenceCents, saveCard: false, changeId: owed.id }
  return { ...(await amountDue(db, booking)), changeId: null }
}

/** The rental's part of what the booking costs: its total less the deposit. */
export async function rentalCents(db: Pick<Tx, 'select'>, booking: BookingRow) {
  return booking.totalCents - (await depositTerms(db, booking)).amountCents
}
