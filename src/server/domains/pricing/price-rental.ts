import type {
  PricingFee,
  PricingItem,
  PricingRequest,
  PricingResponse,
} from '../../../shared/contract/pricing'
import { countUnits } from '../../../shared/domain/basket'
import { DEFAULT_CURRENCY } from '../../../shared/domain/constants'
import type { Language } from '../../../shared/domain/languages'
import { includedVat, percentOff } from '../../../shared/domain/money'
import { rentalDays } from '../../../shared/domain/rentalPeriod'
import type { PricingContext, Reader, RepricedChange } from './context'
import { assertInStock, loadGear, promoDiscount } from './priced-gear'
import { pricingModel, type FeeRow } from './pricing-model'

function feeAmount(fee: FeeRow, { units, days }: { units: number; days: number }): number {
  if (fee.basis === 'per_item') return fee.amountCents * units
  if (fee.basis === 'per_item_per_day') return fee.amountCents * units * days
  return fee.amountCents
}

/**
 * Prices a rental on the server (POST /pricing/calculate in docs/product.md, Calls): the rental
 * period rules (and a delivery zone's lead time), the catalogue, stock for the whole period
 * (a zone's from its stocked location), then the pricing model stored in the database:
 *
 * - each unit costs its price per day, less the best long-rental discount the rental reaches
 *   (rounded half up to the cent), times the rental days;
 * - active fees for every location or this one: per item, per item per day, or per rental;
 *   the damage waiver only when asked for; a delivery zone's delivery and collection fees are
 *   its own (the fees of the location it is served from, such as the airport's, are not);
 * - a refundable deposit per unit;
 * - prices include VAT at the location country's rate; `taxes` shows the VAT inside subtotal
 *   and fees (computed once on their sum, rounded half up).
 *
 * grand_total = subtotal + fees + deposit.
 *
 * With a promo code, its discount comes off the rental subtotal (see promoDiscount); a refused
 * code is a 422 with its reason.
 */
export async function priceRental(
  ctx: PricingContext,
  {
    tx = ctx.db,
    request,
    language,
    userId,
    change,
  }: {
    tx?: Reader
    request: PricingRequest
    language: Language
    userId?: string
    change?: RepricedChange
  },
): Promise<PricingResponse> {
  const location = await ctx.catalogue.checkRentalPeriod({
    tx,
    request,
    source: 'body',
    booking: true,
    pickupKept: change?.pickupKept,
  })
  const units = countUnits(request.gear_ids)
  const catalogue = await loadGear(ctx, { tx, units })
  await assertInStock(ctx, { tx, request, units })

  const days = rentalDays(request.start_date, request.end_date)
  const model = await pricingModel(tx)
  const tier = model.tiers
    .filter((candidate) => candidate.minDays <= days)
    .sort((a, b) => b.percentOff - a.percentOff)[0]
  const items: PricingItem[] = [...units].map(([id, quantity]) => {
    const row = catalogue.get(id)!
    const applied = tier ? percentOff(row.pricePerDayCents, tier.percentOff) : row.pricePerDayCents
    return {
      gear_id: id,
      quantity,
      subtotal: applied * days * quantity,
      is_discounted: applied < row.pricePerDayCents,
      original_price_per_day: row.pricePerDayCents,
      applied_price_per_day: applied,
      deposit: row.depositCents * quantity,
    }
  })

  const totalUnits = request.gear_ids.length
  const charged: PricingFee[] = model.fees
    .filter((fee) => fee.locationCode === null || fee.locationCode === location.code)
    .filter((fee) => !fee.optional || (fee.type === 'damage_waiver' && request.damage_waiver))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((fee) => ({
      type: fee.type,
      code: fee.code,
      description: fee.descriptions[language],
      total_amount: feeAmount(fee, { units: totalUnits, days }),
    }))

  const tax = model.taxRates.find((rate) => rate.country === location.country)
  const rate = tax?.rateBasisPoints ?? 0
  const promo = await promoDiscount(ctx, {
    tx,
    request,
    language,
    userId,
    items,
    catalogue,
    honoured: Boolean(change),
  })
  const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0) - (promo?.amount ?? 0)
  const feesTotal = charged.reduce((sum, fee) => sum + fee.total_amount, 0)
  const deposit = items.reduce((sum, item) => sum + item.deposit, 0)
  return {
    currency: DEFAULT_CURRENCY,
    total_days: days,
    items,
    fees: charged,
    subtotal,
    fees_total: feesTotal,
    deposit,
    taxes: includedVat(subtotal + feesTotal, rate),
    tax_rate_basis_points: rate,
    grand_total: subtotal + feesTotal + deposit,
    deposit_mode: ctx.depositMode,
    due_at_checkout: subtotal + feesTotal + (ctx.depositMode === 'hold' ? 0 : deposit),
    discount: tier
      ? { percent_off: tier.percentOff, min_days: tier.minDays, label: tier.labels[language] }
      : null,
    ...(promo ? { discounts: [promo] } : {}),
  }
}
