import type { GearDetails, GearDetailsQuery } from '../../../shared/contract/gear'
import type { Language } from '../../../shared/domain/languages'
import type { CatalogueContext } from './context'
import { AppError, notFound } from '../../errors'
import { cachedAvailability } from './availability-cache'
import { stockLocationOf } from './delivery-zones'
import { gearByIds } from './reference-data'
import { checkRentalRequest, type RentalRequest } from './rental-period'
import { toGearFields } from './gear'
import { earliestExpiry } from './seat-expiry'

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
  let expiry: string | null = null
  if (period) {
    const location = await checkRentalRequest(db, { request: period, now })
    const stockLocation = stockLocationOf(location)
    if (row.seatApproval) {
      expiry = await earliestExpiry(db, {
        gearId: id,
        locationCode: stockLocation,
        startDate: period.start_date,
        endDate: period.end_date,
      })
    }
    const availability = await cachedAvailability(db, {
      locationCode: stockLocation,
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
    earliest_expiry: expiry,
  }
}
