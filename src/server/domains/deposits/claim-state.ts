import { eq, sql } from 'drizzle-orm'
import { claimEvents, damageClaims } from '../../db/schema'
import { AppError } from '../../errors'
import type { Tx } from './context'

/** The booking's claims: what they claim in all, whether they were decided or answered. */
export async function claimState(tx: Pick<Tx, 'select'>, bookingId: string) {
  const [claimed] = await tx
    .select({ cents: sql<number>`coalesce(sum(${damageClaims.amountCents}), 0)::int` })
    .from(damageClaims)
    .where(eq(damageClaims.bookingId, bookingId))
  const events = await tx
    .select({ kind: claimEvents.kind })
    .from(claimEvents)
    .where(eq(claimEvents.bookingId, bookingId))
  return {
    claimedCents: claimed?.cents ?? 0,
    decided: events.some((event) => event.kind === 'decided'),
    answered: events.some((event) => event.kind === 'disputed'),
  }
}

export const noClaim = () =>
  new AppError(409, 'NO_CLAIM', 'This booking has no claim on its deposit.')
