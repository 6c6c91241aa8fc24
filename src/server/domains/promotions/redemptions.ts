import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Language } from '../../../shared/domain/languages'
import { normalisePromoCode } from '../../../shared/domain/promoCodes'
import { rentalDays } from '../../../shared/domain/rentalPeriod'
import { promoCodes, promoRedemptions } from '../../db/schema'
import type { PromoRow, PromotionsContext, Reader, Tx } from './context'
import { judgePromo, promoRefusal, usableNow, type PromoBasket, type PromoVerdict } from './rules'

async function travellerUses(
  tx: Reader,
  { promoCodeId, userId }: { promoCodeId: string; userId: string | undefined },
) {
  if (!userId) return 0
  const [row] = await tx
    .select({ uses: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, promoCodeId),
        eq(promoRedemptions.userId, userId),
        isNull(promoRedemptions.releasedAt),
      ),
    )
  return row?.uses ?? 0
}

/** The discount a code gives a basket now, or why not (nothing is counted). */
export async function validatePromo(
  ctx: PromotionsContext,
  {
    tx = ctx.db,
    code,
    items,
    period,
    userId,
    language,
    honoured,
  }: {
    tx?: Reader
    code: string
    items: PromoBasket['items']
    period: { startDate: string; endDate: string }
    userId?: string
    language: Language
    honoured?: boolean
  },
): Promise<PromoVerdict> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalisePromoCode(code)))
  return judgePromo({
    row,
    basket: { days: rentalDays(period.startDate, period.endDate), items },
    now: ctx.now(),
    travellerUses: row ? await travellerUses(tx, { promoCodeId: row.id, userId }) : 0,
    language,
    honoured,
  })
}

/**
 * Counts a booking's use of a code in the booking's transaction. The code's row is locked first,
 * so concurrent bookings with one code take their turns: each sees the uses and the traveller's
 * redemptions of those before it, and the limits hold (409 with the reason when the code can no
 * longer be used). The basket rules (length, categories) were checked when the quote was priced;
 * a code's terms never change after it is created.
 */
export async function redeemPromo(
  ctx: PromotionsContext,
  args: { tx: Tx; code: string; userId: string; bookingId: string; amountCents: number },
) {
  const { tx } = args
  const [row]: (PromoRow | undefined)[] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalisePromoCode(args.code)))
    .for('update')
  const uses = row ? await travellerUses(tx, { promoCodeId: row.id, userId: args.userId }) : 0
  const refused = usableNow({ row, now: ctx.now(), travellerUses: uses })
  if (refused || !row) throw promoRefusal(refused ?? 'PROMO_UNKNOWN', 409)
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1`, updatedAt: sql`now()` })
    .where(eq(promoCodes.id, row.id))
  await tx.insert(promoRedemptions).values({
    promoCodeId: row.id,
    bookingId: args.bookingId,
    userId: args.userId,
    amountCents: args.amountCents,
  })
}

/** Gives a booking's use back (its cancellation's transaction); nothing when it used no code. */
export async function releasePromo(ctx: PromotionsContext, args: { tx: Tx; bookingId: string }) {
  const { tx } = args
  const released = await tx
    .update(promoRedemptions)
    .set({ releasedAt: ctx.now() })
    .where(and(eq(promoRedemptions.bookingId, args.bookingId), isNull(promoRedemptions.releasedAt)))
    .returning({ promoCodeId: promoRedemptions.promoCodeId })
  for (const { promoCodeId } of released) {
    await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} - 1`, updatedAt: sql`now()` })
      .where(eq(promoCodes.id, promoCodeId))
  }
}
