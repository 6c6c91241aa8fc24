import type {
  GearDetails,
  GearDetailsQuery,
  GearSearchQuery,
  GearSearchResult,
  GearSummary,
} from '../../../shared/contract/gear'
import { GEAR_CATEGORIES } from '../../../shared/domain/catalogue'
import { DEFAULT_CURRENCY } from '../../../shared/domain/constants'
import type { Language } from '../../../shared/domain/languages'
import { rentalDays } from '../../../shared/domain/rentalPeriod'
import type { CatalogueContext } from './context'
import { AppError, notFound } from '../../errors'
import { cachedAvailability } from './availability-cache'
import { stockLocationOf } from './delivery-zones'
import { gearByIds, type GearRow } from './reference-data'
import { checkRentalRequest, type RentalRequest } from './rental-period'

/** Prices are kept in the catalogue's one currency. */
export const CATALOGUE_CURRENCY = DEFAULT_CURRENCY

function toGearFields(row: GearRow, language: Language) {
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
  const availability = await cachedAvailability(db, {
    locationCode: stockLocationOf(location),
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
  return {
    ...period,
    total_days: rentalDays(period.start_date, period.end_date),
    total: matches.length,
    items,
  }
}

const PERIOD_FIELDS = [
  'pickup_location_code',
  'start_date',
  'end_date',
  'pickup_time',
  'return_time',
] as const

/** The rental period of a details request: all five fields, or none. */
function periodOf(query: GearDetailsQuery): RentalRequest | null {
  const given = PERIOD_FIELDS.filter((field) => query[field] !== undefined)
  if (given.length === 0) return null
  if (given.length < PERIOD_FIELDS.length) {
    const missing = PERIOD_FIELDS.filter((field) => query[field] === undefined)
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `Invalid request: give all of ${PERIOD_FIELDS.join(', ')} or none`,
      missing.map((field) => ({ path: `querystring/${field}`, message: 'is required' })),
    )
  }
  return query as RentalRequest
}

/** One gear item in `language`, with the units free over a rental period when one is given. */
export async function getGear(
  ctx: CatalogueContext,
  { id, query, language }: { id: string; query: GearDetailsQuery; language: Language },
): Promise<GearDetails> {
  const { db } = ctx
  const now = ctx.now()
  const period = periodOf(query)
  const row = (await gearByIds(ctx, { ids: [id] })).get(id)
  if (!row) throw notFound(`Gear ${id} was not found`)
  let available: number | null = null
  if (period) {
    const location = await checkRentalRequest(db, { request: period, now })
    const availability = await cachedAvailability(db, {
      locationCode: stockLocationOf(location),
      startDate: period.start_date,
      endDate: period.end_date,
      gearIds: [id],
      now,
    })
    available = availability.get(id)?.available ?? 0
  }
  return {
    ...toGearFields(row, language),
    description: row.descriptions[language],
    technical_details: row.technicalDetails.map((detail) => ({
      label: detail.label[language],
      value: detail.value[language],
    })),
    available_stock: available,
  }
}
