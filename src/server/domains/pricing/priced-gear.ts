import type { PricingItem, PricingRequest } from '../../../shared/contract/pricing'
import type { PricedDiscount } from '../../../shared/contract/promotions'
import type { Language } from '../../../shared/domain/languages'
import { AppError, StockShortageError } from '../../errors'
import { promoRefusal } from '../promotions'
import type { PricingContext, Reader } from './context'

/** The gear rows of the units asked for; 400 UNKNOWN_GEAR names any not in the catalogue. */
export async function loadGear(
  ctx: PricingContext,
  { tx, units }: { tx: Reader; units: Map<string, number> },
) {
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
export async function assertInStock(
  ctx: PricingContext,
  { tx, request, units }: { tx: Reader; request: PricingRequest; units: Map<string, number> },
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
  if (shortages.length === 0) return
  ctx.demand.turnedAway({
    asks: shortages.map(({ gear_id, requested, available }) => ({
      locationCode: request.pickup_location_code,
      gearId: gear_id,
      startDate: request.start_date,
      endDate: request.end_date,
      requested,
      available,
    })),
  })
  throw new StockShortageError(shortages)
}

/**
 * A promo code's discount as a priced line, off the subtotal of the gear it covers and never
 * more (docs/product.md, Promo codes); none without a code; 422 with the reason when refused.
 */
export async function promoDiscount(
  ctx: PricingContext,
  {
    tx,
    request,
    language,
    userId,
    items,
    catalogue,
    honoured,
  }: {
    tx: Reader
    request: PricingRequest
    language: Language
    userId?: string
    items: PricingItem[]
    catalogue: Awaited<ReturnType<typeof loadGear>>
    honoured: boolean
  },
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
    honoured,
  })
  if (!verdict.ok) throw promoRefusal(verdict.reason)
  return {
    code: verdict.code,
    description: verdict.description,
    amount: verdict.amountCents,
    ...(verdict.percentOff !== null && { percent_off: verdict.percentOff }),
  }
}
