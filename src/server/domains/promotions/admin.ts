import { desc, eq, sql } from 'drizzle-orm'
import type { PromoCode, PromoCodeInput } from '../../../shared/contract/promotions'
import { normalisePromoCode } from '../../../shared/domain/promoCodes'
import { promoCodes } from '../../db/schema'
import { isUniqueViolation } from '../../db/unique-violation'
import { AppError, notFound } from '../../errors'
import type { PromoRow, PromotionsContext } from './context'

export const promoCodeView = (row: PromoRow): PromoCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  amount: row.amount,
  valid_from: row.validFrom.toISOString(),
  valid_until: row.validUntil?.toISOString() ?? null,
  categories: row.categories,
  min_rental_days: row.minRentalDays,
  total_uses: row.totalUses,
  per_traveller: row.perTraveller,
  uses: row.uses,
  active: row.active,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const invalid = (message: string, field: string) =>
  new AppError(400, 'INVALID_PROMO_CODE', message, [{ path: `body/${field}`, message }])

function checkedTerms(input: PromoCodeInput) {
  const validFrom = new Date(input.valid_from)
  const validUntil = input.valid_until === null ? null : new Date(input.valid_until)
  if (input.kind === 'percent' && input.amount > 100) {
    throw invalid('A percentage is at most 100.', 'amount')
  }
  if (validUntil && validUntil <= validFrom) {
    throw invalid('valid_until must be after valid_from.', 'valid_until')
  }
  return { validFrom, validUntil }
}

/** Creates a code (admin), audited in the same transaction; its text is unique whatever the case. */
export async function createPromoCode(
  ctx: PromotionsContext,
  args: { actorId: string; input: PromoCodeInput },
): Promise<PromoCode> {
  const { input } = args
  const terms = checkedTerms(input)
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          code: normalisePromoCode(input.code),
          kind: input.kind,
          amount: input.amount,
          ...terms,
          categories: input.categories,
          minRentalDays: input.min_rental_days,
          totalUses: input.total_uses,
          perTraveller: input.per_traveller,
          createdBy: args.actorId,
        })
        .returning()
      const view = promoCodeView(row!)
      await ctx.audit.record({
        tx,
        actorId: args.actorId,
        action: 'promo_code.create',
        before: null,
        after: view,
      })
      return view
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new AppError(409, 'PROMO_CODE_TAKEN', 'A promo code with that name already exists.')
  }
}

/** Every code, newest first. */
export async function listPromoCodes(ctx: PromotionsContext) {
  const rows = await ctx.db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt))
  return { promo_codes: rows.map(promoCodeView) }
}

/** Pauses (active false) or resumes a code, audited; asking for its current state changes nothing. */
export async function setPromoCodeActive(
  ctx: PromotionsContext,
  args: { actorId: string; id: string; active: boolean },
): Promise<PromoCode> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.id, args.id))
      .for('update')
    if (!found) throw notFound('Promo code not found')
    if (found.active === args.active) return promoCodeView(found)
    const [row] = await tx
      .update(promoCodes)
      .set({ active: args.active, updatedAt: sql`now()` })
      .where(eq(promoCodes.id, args.id))
      .returning()
    await ctx.audit.record({
      tx,
      actorId: args.actorId,
      action: args.active ? 'promo_code.resume' : 'promo_code.pause',
      before: { code: found.code, active: found.active },
      after: { code: row!.code, active: row!.active },
    })
    return promoCodeView(row!)
  })
}
