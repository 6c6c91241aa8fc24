import type { GearSearchQuery, GearSearchResult, GearSummary } from '../../../shared/contract/gear'
import { GEAR_CATEGORIES } from '../../../shared/domain/catalogue'
import { DEFAULT_CURRENCY } from '../../../shared/domain/constants'
import type { Language } from '../../../shared/domain/languages'
import { rentalDays } from '../../../shared/domain/rentalPeriod'
import type { CatalogueContext } from './context'
import { cachedAvailability } from './availability-cache'
import { stockLocationOf } from './delivery-zones'
import { gearByIds, type GearRow } from './reference-data'
import { checkRentalRequest } from './rental-period'

/** Prices are kept in the catalogue's one currency. */
export const CATALOGUE_CURRENCY = DEFAULT_CURRENCY

export function toGearFields(row: GearRow, language: Language) {
  return {
    _id: row.id,
    code: row.code,
    name: row.names[language],
    brand: row.brand,
    category: row.category,
    age_group: row.ageGroup,
    images: row.images.map((image) => ({ url: image.url, alt: image.alt[language] })),
    price_per_day: row.pricePerDayCents,
    deposit: row.depositCents,
    currency: CATALOGUE_CURRENCY,
    seat_approval: row.seatApproval,
  }
}

/** Category order of the catalogue (car seats first), then cheapest first, then by code. */
function catalogueOrder(a: GearRow, b: GearRow): number {
  return (
    GEAR_CATEGORIES.indexOf(a.category) - GEAR_CATEGORIES.indexOf(b.category) ||
    a.pricePerDayCents - b.pricePerDayCents ||
    (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  )
}

/**
 * Gear stocked at a pickup location, with the units free for the whole rental period, after the
 * period passes the rental rules. Gear with every unit taken is listed with 0 available.
 *
 * The availability of every item the location stocks (whichever page is asked for), kept in
 * memory while the location does not change (see availability-cache); the gear itself comes
 * from the reference data kept in memory.
 */
export async function searchGear(
  ctx: CatalogueContext,
  { query, language }: { query: GearSearchQuery; language: Language },
): Promise<GearSearchResult> {
  const { db } = ctx
  const now = ctx.now()
  const { category, age_group: ageGroup, limit = 50, offset = 0, lang: _lang, ...period } = query
  const location = await checkRentalRequest(db, { request: period, now })
  const locationCode = stockLocationOf(location)
  const availability = await cachedAvailability(db, {
    locationCode,
    startDate: period.start_date,
    endDate: period.end_date,
    now,
  })
  const stocked = [...availability].filter(([, units]) => units.stock > 0).map(([id]) => id)
  const matches = [...(await gearByIds(ctx, { ids: stocked })).values()]
    .filter(
      (row) => (!category || row.category === category) && (!ageGroup || row.ageGroup === ageGroup),
    )
    .sort(catalogueOrder)
  const items: GearSummary[] = matches.slice(offset, offset + limit).map((row) => ({
    ...toGearFields(row, language),
    available_stock: availability.get(row.id)?.available ?? 0,
  }))
  // Each item shown with nothing free is a rental the stock turned away.
  ctx.demand.turnedAway({
    asks: items
      .filter((item) => item.available_stock === 0)
      .map((item) => ({
        locationCode,
        gearId: item._id,
        startDate: period.start_date,
        endDate: period.end_date,
        requested: 1,
        available: 0,
      })),
  })
  return {
    ...period,
    total_days: rentalDays(period.start_date, period.end_date),
    total: matches.length,
    items,
  }
}
