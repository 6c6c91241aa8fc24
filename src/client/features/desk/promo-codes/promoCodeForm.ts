import type { PromoCodeInput } from '../../../../shared/contract/promotions'
import type { GearCategory } from '../../../../shared/domain/catalogue'
import {
  isPromoCodeFormat,
  normalisePromoCode,
  type PromoKind,
} from '../../../../shared/domain/promoCodes'
import { centsFromText } from '../shell'

/** The desk's new promo code form as the admin types it (numbers and days as text). */
export interface PromoCodeDraft {
  code: string
  kind: PromoKind
  /** Percent off (1-100), or an amount of money ("5", "7,50"). */
  amount: string
  /** Days (YYYY-MM-DD), from the start of `validFrom` to the end of `validUntil` (optional). */
  validFrom: string
  validUntil: string
  /** Empty for all gear. */
  categories: GearCategory[]
  allGear: boolean
  minRentalDays: string
  /** Empty for no limit. */
  totalUses: string
  perTraveller: string
}

export const emptyPromoCodeDraft: PromoCodeDraft = {
  code: '',
  kind: 'percent',
  amount: '',
  validFrom: '',
  validUntil: '',
  categories: [],
  allGear: true,
  minRentalDays: '1',
  totalUses: '',
  perTraveller: '',
}

export type PromoCodeField = Exclude<keyof PromoCodeDraft, 'kind' | 'allGear'>

/** Why a field cannot be sent as typed: its message is desk:PromoCodes.problems.<problem>. */
export type PromoCodeProblem =
  'code' | 'percent' | 'money' | 'day' | 'until' | 'categories' | 'days' | 'limit'

export type PromoCodeProblems = Partial<Record<PromoCodeField, PromoCodeProblem>>

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A whole number typed in a field, or null when it is not one within min..max. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value >= min && value <= max ? value : null
}

/** A limit: empty is no limit (null); anything else must be a whole number within min..max. */
const limitOf = (text: string, max: number) =>
  text.trim() === '' ? null : (wholeNumber(text, 1, max) ?? undefined)

const amountOf = ({ kind, amount }: PromoCodeDraft) =>
  kind === 'percent' ? wholeNumber(amount, 1, 100) : centsFromText(amount) || null

/** Why the draft cannot be sent, field by field (none: it can). */
export function promoCodeProblems(draft: PromoCodeDraft): PromoCodeProblems {
  const problems: PromoCodeProblems = {}
  if (!isPromoCodeFormat(draft.code.trim())) problems.code = 'code'
  if (amountOf(draft) === null) problems.amount = draft.kind === 'percent' ? 'percent' : 'money'
  if (!DAY.test(draft.validFrom)) problems.validFrom = 'day'
  if (draft.validUntil && !DAY.test(draft.validUntil)) problems.validUntil = 'day'
  else if (draft.validUntil && draft.validUntil < draft.validFrom) problems.validUntil = 'until'
  if (!draft.allGear && draft.categories.length === 0) problems.categories = 'categories'
  if (wholeNumber(draft.minRentalDays, 1, 365) === null) problems.minRentalDays = 'days'
  if (limitOf(draft.totalUses, 1_000_000) === undefined) problems.totalUses = 'limit'
  if (limitOf(draft.perTraveller, 1000) === undefined) problems.perTraveller = 'limit'
  return problems
}

/** The instant a day starts (or ends) on the desk's clock. */
const instant = (day: string, end: boolean) =>
  new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString()

/** The request for a draft without problems (promoCodeProblems first). */
export function promoCodeInputOf(draft: PromoCodeDraft): PromoCodeInput {
  return {
    code: normalisePromoCode(draft.code.trim()),
    kind: draft.kind,
    amount: amountOf(draft)!,
    valid_from: instant(draft.validFrom, false),
    valid_until: draft.validUntil ? instant(draft.validUntil, true) : null,
    categories: draft.allGear ? null : draft.categories,
    min_rental_days: wholeNumber(draft.minRentalDays, 1, 365)!,
    total_uses: limitOf(draft.totalUses, 1_000_000) ?? null,
    per_traveller: limitOf(draft.perTraveller, 1000) ?? null,
  }
}
