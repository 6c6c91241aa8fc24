import type { GearCategory } from '../../../shared/domain/catalogue'
import type { Language } from '../../../shared/domain/languages'
import { promoDiscountCents, type PromoRefusalCode } from '../../../shared/domain/promoCodes'
import { AppError } from '../../errors'
import type { PromoRow } from './context'

/** A priced basket as a promo code sees it: the rental days and each line's rental subtotal. */
export interface PromoBasket {
  days: number
  items: readonly { category: GearCategory; subtotal: number }[]
}

export type PromoVerdict =
  | {
      ok: true
      code: string
      amountCents: number
      description: string
      /** A percentage code's percent off; null for a fixed amount. */
      percentOff: number | null
    }
  | { ok: false; reason: PromoRefusalCode }

/** The English messages of translations/en/errors.json, for the error body. */
const REFUSAL_MESSAGES: Record<PromoRefusalCode, string> = {
  PROMO_UNKNOWN: 'We do not know that promo code. Please check it and try again.',
  PROMO_EXPIRED: 'This promo code has expired.',
  PROMO_NOT_YET_VALID: 'This promo code is not valid yet.',
  PROMO_USED_UP: 'This promo code has been used up.',
  PROMO_NOT_FOR_GEAR: 'This promo code does not apply to the gear in your basket.',
  PROMO_RENTAL_TOO_SHORT: 'This promo code needs a longer rental.',
  PROMO_TRAVELLER_LIMIT_REACHED: 'You have already used this promo code as often as it allows.',
}

/** A refused code as the one error shape: 422 when pricing, 409 when it ran out meanwhile. */
export const promoRefusal = (reason: PromoRefusalCode, statusCode: 409 | 422 = 422) =>
  new AppError(statusCode, reason, REFUSAL_MESSAGES[reason], [
    { path: 'body/promo_code', message: REFUSAL_MESSAGES[reason] },
  ])

/** Whether the code may be used now at all: paused, validity, total and per-traveller limits. */
export function usableNow({
  row,
  now,
  travellerUses,
}: {
  row: PromoRow | undefined
  now: Date
  travellerUses: number
}): PromoRefusalCode | null {
  if (!row || !row.active) return 'PROMO_UNKNOWN'
  if (now < row.validFrom) return 'PROMO_NOT_YET_VALID'
  if (row.validUntil && now > row.validUntil) return 'PROMO_EXPIRED'
  if (row.totalUses !== null && row.uses >= row.totalUses) return 'PROMO_USED_UP'
  if (row.perTraveller !== null && travellerUses >= row.perTraveller) {
    return 'PROMO_TRAVELLER_LIMIT_REACHED'
  }
  return null
}

const describe = (row: PromoRow, language: Language) =>
  row.kind === 'percent'
    ? language === 'es'
      ? `Código promocional ${row.code} (${row.amount} % de descuento)`
      : `Promo code ${row.code} (${row.amount}% off)`
    : language === 'es'
      ? `Código promocional ${row.code}`
      : `Promo code ${row.code}`

/**
 * The discount a code gives a basket, or why it is refused (docs/product.md, Promo codes): it
 * must be usable now, the rental at least its minimum length, and some gear in its categories;
 * it comes off the rental subtotal of that gear only, never more than that subtotal.
 */
export function judgePromo(args: {
  row: PromoRow | undefined
  basket: PromoBasket
  now: Date
  travellerUses: number
  language: Language
  /** A booking's own code, priced again for a change: its validity and uses no longer apply. */
  honoured?: boolean
}): PromoVerdict {
  const { row, basket } = args
  const refused = args.honoured ? null : usableNow(args)
  if (refused || !row) return { ok: false, reason: refused ?? 'PROMO_UNKNOWN' }
  if (basket.days < row.minRentalDays) return { ok: false, reason: 'PROMO_RENTAL_TOO_SHORT' }
  const eligible = basket.items.filter(
    (item) => row.categories === null || row.categories.includes(item.category),
  )
  if (eligible.length === 0) return { ok: false, reason: 'PROMO_NOT_FOR_GEAR' }
  const eligibleCents = eligible.reduce((sum, item) => sum + item.subtotal, 0)
  return {
    ok: true,
    code: row.code,
    amountCents: promoDiscountCents(row.kind, row.amount, eligibleCents),
    description: describe(row, args.language),
    percentOff: row.kind === 'percent' ? row.amount : null,
  }
}
