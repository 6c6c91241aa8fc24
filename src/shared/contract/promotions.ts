import { Type, type Static } from 'typebox'
import { GEAR_CATEGORIES } from '../domain/catalogue'
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  PROMO_CODE_PATTERN,
  PROMO_KINDS,
} from '../domain/promoCodes'

/** A promo code as typed: case does not matter; anything else is a 400 VALIDATION_FAILED. */
export const PromoCodeText = Type.String({
  minLength: PROMO_CODE_MIN_LENGTH,
  maxLength: PROMO_CODE_MAX_LENGTH,
  pattern: PROMO_CODE_PATTERN,
  description: '3 to 32 letters, digits and dashes; case does not matter.',
  examples: ['SUMMER-10'],
})

const Instant = (description: string) => Type.String({ format: 'date-time', description })

/** What an admin sets when creating a code. */
export const PromoCodeInput = Type.Object({
  code: PromoCodeText,
  kind: Type.Enum(PROMO_KINDS),
  amount: Type.Integer({
    minimum: 1,
    maximum: 10_000_000,
    description: 'Percent off the rental (1-100) for `percent`; cents off for `fixed`.',
  }),
  valid_from: Instant('First instant the code is accepted.'),
  valid_until: Type.Union([Instant('Last instant the code is accepted.'), Type.Null()]),
  categories: Type.Union(
    [Type.Array(Type.Enum(GEAR_CATEGORIES), { minItems: 1, uniqueItems: true }), Type.Null()],
    { description: 'Gear categories it discounts; null for all gear.' },
  ),
  min_rental_days: Type.Integer({ minimum: 1, maximum: 365, default: 1 }),
  total_uses: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()], {
    description: 'How many bookings may use it in all; null for no limit.',
  }),
  per_traveller: Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()], {
    description: 'How many bookings one traveller may make with it; null for no limit.',
  }),
})
export type PromoCodeInput = Static<typeof PromoCodeInput>

export const PromoCode = Type.Object(
  {
    ...PromoCodeInput.properties,
    id: Type.String({ format: 'uuid' }),
    code: Type.String({ description: 'Upper case.' }),
    active: Type.Boolean({ description: 'False while paused.' }),
    uses: Type.Integer({ minimum: 0, description: 'Bookings holding a use now.' }),
    created_by: Type.String({ format: 'uuid' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Promo code' },
)
export type PromoCode = Static<typeof PromoCode>

export const PromoCodeList = Type.Object({ promo_codes: Type.Array(PromoCode) })
export type PromoCodeList = Static<typeof PromoCodeList>

export const PromoCodeParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

export const PromoCodeStatusChange = Type.Object({
  active: Type.Boolean({ description: 'false pauses the code, true resumes it.' }),
})
export type PromoCodeStatusChange = Static<typeof PromoCodeStatusChange>

/**
 * A promo discount as a priced line. A stored quote or booking keeps the description in the
 * language it was priced in: the app words the line from `code` and `percent_off` instead.
 */
export const PricedDiscount = Type.Object({
  code: Type.String({ description: 'The promo code, upper case.' }),
  description: Type.String({ description: 'In the requested language.' }),
  amount: Type.Integer({ minimum: 0, description: 'Cents taken off the rental subtotal.' }),
  percent_off: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      description: "A percentage code's percent off the rental; absent for a fixed amount.",
    }),
  ),
})
export type PricedDiscount = Static<typeof PricedDiscount>
