import type { DepositMode } from '../../../shared/domain/deposits'
import type {
  PricingFee,
  PricingItem,
  PricingRequest,
  PricingResponse,
} from '../../../shared/contract/pricing'
import type { PricedDiscount } from '../../../shared/contract/promotions'
import { countUnits } from '../../../shared/domain/basket'
import { DEFAULT_CURRENCY } from '../../../shared/domain/constants'
import type { Language } from '../../../shared/domain/languages'
import { includedVat, percentOff } from '../../../shared/domain/money'
import { rentalDays } from '../../../shared/domain/rentalPeriod'
import type { Db } from '../../db/client'
import { AppError, StockShortageError } from '../../errors'
import type { CatalogueService } from '../catalogue'
import { promoRefusal, type PromotionsService } from '../promotions'
import { pricingModel, type FeeRow } from './pricing-model'

/** What pricing is given by its plugin. */
export interface PricingContext {
  db: Db
  /** How the site takes deposits, which sets what the checkout charges. */
  depositMode: DepositMode
  catalogue: Pick<CatalogueService, 'checkRentalPeriod' | 'findAvailability' | 'gearByIds'>
  promotions: Pick<PromotionsService, 'validate'>
}

/** A transaction to price inside (a quote locks the inventory rows first); the database otherwise. */
type Reader = Pick<Db, 'select'>

function feeAmount(fee: FeeRow, units: number, days: number): number {
  if (fee.basis === 'per_item') return fee.amountCents * units
  if (fee.basis === 'per_item_per_day') return fee.amountCents * units * days
  return fee.amountCents
}

async function loadGear(ctx: PricingContext, tx: Reader, units: Map<string, number>) {
  const ids = [...units.keys()]
  const rows = await ctx.catalogue.gearByIds({ tx, ids })
  const missing = ids.filter((id) => !rows.has(id))
  if (missing.length > 0) {
    throw new AppError(
      400,
      'UNKNOWN_GEAR',
      `Unknown gear: ${missing.join(', ')}`,
      missing.map((id) => ({ path: 'body/gear_ids', message: `${id} is not in the catalogue` })),
    )
  }
  return rows
}

/**
 * Refuses more units than are free for the whole period, with the message of docs/product.md
 * (Validation messages).
 */
async function assertInStock(
  ctx: PricingContext,
  tx: Reader,
  request: PricingRequest,
  units: Map<string, number>,
) {
  const free = await ctx.catalogue.findAvailability({
    tx,
    locationCode: request.pickup_location_code,
    startDate: request.start_date,
    endDate: request.end_date,
    gearIds: [...units.keys()],
  })
  const shortages = [...units].flatMap(([gear_id, requested]) => {
    const available = free.get(gear_id)?.available ?? 0
    return requested > available ? [{ gear_id, requested, available }] : []
  })
  if (shortages.length > 0) throw new StockShortageError(shortages)
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
  tx: Reader,
  { request, language, userId }: { request: PricingRequest; language: Language; userId?: string },
): Promise<PricingResponse> {
  const location = await ctx.catalogue.checkRentalPeriod({
    tx,
    request,
    source: 'body',
    booking: true,
  })
  const units = countUnits(request.gear_ids)
  const catalogue = await loadGear(ctx, tx, units)
  await assertInStock(ctx, tx, request, units)

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
      total_amount: feeAmount(fee, totalUnits, days),
    }))

  const tax = model.taxRates.find((rate) => rate.country === location.country)
  const rate = tax?.rateBasisPoints ?? 0
  const promo = await promoDiscount(ctx, tx, { request, language, userId }, items, catalogue)
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

/**
 * A promo code's discount as a priced line, off the subtotal of the gear it covers and never
 * more (docs/product.md, Promo codes); none without a code; 422 with the reason when refused.
 */
async function promoDiscount(
  ctx: PricingContext,
  tx: Reader,
  { request, language, userId }: { request: PricingRequest; language: Language; userId?: string },
  items: PricingItem[],
  catalogue: Awaited<ReturnType<typeof loadGear>>,
): Promise<PricedDiscount | null> {
  if (request.promo_code === undefined) return null
  const verdict = await ctx.promotions.validate({
    tx,
    code: request.promo_code,
    items: items.map((item) => ({
      category: catalogue.get(item.gear_id)!.category,
      subtotal: item.subtotal,
    })),
    period: { startDate: request.start_date, endDate: request.end_date },
    userId,
    language,
  })
  if (!verdict.ok) throw promoRefusal(verdict.reason)
  return {
    code: verdict.code,
    description: verdict.description,
    amount: verdict.amountCents,
    ...(verdict.percentOff !== null && { percent_off: verdict.percentOff }),
  }
}
