import { Type, type Static } from 'typebox'
import { FEE_TYPES } from '../domain/constants'
import { DEPOSIT_MODES } from '../domain/deposits'
import { ClockTime, IsoDate, LanguageQuery } from './common'
import { PickupLocationParams } from './pickupLocations'
import { PricedDiscount, PromoCodeText } from './promotions'

/** The most units one rental may hold in total. */
export const MAX_UNITS_PER_RENTAL = 50

const Money = (description: string) =>
  Type.Integer({ minimum: 0, description: `${description}, in cents of \`currency\`.` })

export const RentalFields = {
  gear_ids: Type.Array(Type.String({ format: 'uuid' }), {
    minItems: 1,
    maxItems: MAX_UNITS_PER_RENTAL,
    description: 'Gear ids, each repeated once per unit wanted.',
  }),
  pickup_location_code: PickupLocationParams.properties.code,
  start_date: IsoDate,
  end_date: IsoDate,
  pickup_time: ClockTime,
  return_time: ClockTime,
  damage_waiver: Type.Optional(
    Type.Boolean({ default: false, description: 'Add the optional damage waiver per item.' }),
  ),
  promo_code: Type.Optional(PromoCodeText),
}

export const PricingRequest = Type.Object(RentalFields)
export type PricingRequest = Static<typeof PricingRequest>

export const PricingQuery = Type.Object({ lang: LanguageQuery })

export const PricingFee = Type.Object({
  type: Type.Enum(FEE_TYPES),
  code: Type.String(),
  description: Type.String({ description: 'In the requested language.' }),
  total_amount: Money('Fee for the whole rental'),
})
export type PricingFee = Static<typeof PricingFee>

export const PricingItem = Type.Object({
  gear_id: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  subtotal: Money('applied_price_per_day × total_days × quantity'),
  is_discounted: Type.Boolean(),
  original_price_per_day: Money('List price per unit per day'),
  applied_price_per_day: Money('Price per unit per day after the long-rental discount'),
  deposit: Money('Refundable deposit for these units'),
})
export type PricingItem = Static<typeof PricingItem>

export const PricingResponse = Type.Object(
  {
    currency: Type.String({ description: 'ISO 4217 code; every amount is in its cents.' }),
    total_days: Type.Integer({ minimum: 1 }),
    items: Type.Array(PricingItem),
    fees: Type.Array(PricingFee),
    subtotal: Money("Rental of every item, after discounts (the promo code's too)"),
    fees_total: Money('Every fee'),
    deposit: Money('Refundable deposits'),
    taxes: Money('VAT included in subtotal and fees'),
    tax_rate_basis_points: Type.Integer({ description: '2100 = 21 %.' }),
    grand_total: Money('What the traveller pays: subtotal + fees + deposit'),
    deposit_mode: Type.Optional(
      Type.Enum(DEPOSIT_MODES, {
        description:
          'hold: the deposit is authorised on the card a day before pickup, apart from the ' +
          'payment; charge: it is paid with the rental and refunded.',
      }),
    ),
    due_at_checkout: Type.Optional(
      Money('What the checkout charges: grand_total, less the deposit when it is held apart'),
    ),
    discount: Type.Union([
      Type.Object({ percent_off: Type.Integer(), min_days: Type.Integer(), label: Type.String() }),
      Type.Null(),
    ]),
    discounts: Type.Optional(
      Type.Array(PricedDiscount, {
        description:
          'Only when a promo_code was sent: its discount as a priced line, already taken off ' +
          'subtotal, taxes and grand_total.',
      }),
    ),
  },
  { title: 'Priced basket' },
)
export type PricingResponse = Static<typeof PricingResponse>
