import { and, asc, eq, gt } from 'drizzle-orm'
import type { CategoryPrice } from '../../../shared/contract/gear'
import { GEAR_CATEGORIES } from '../../../shared/domain/catalogue'
import type { CatalogueContext } from './context'
import { gear, inventory, pickupLocations } from '../../db/schema'
import { notFound } from '../../errors'
import { stockLocationOf } from './delivery-zones'
import { CATALOGUE_CURRENCY } from './gear'

const PLACEHOLDER_IMAGE = '/images/gear/placeholder.svg'

/**
 * The lowest price per day in each category, over gear stocked at a location (a delivery zone's:
 * its stocked location's) or anywhere.
 */
export async function listCategoryPrices(
  { db }: Pick<CatalogueContext, 'db'>,
  { locationCode }: { locationCode?: string },
): Promise<CategoryPrice[]> {
  let stockLocation: string | undefined
  if (locationCode) {
    const [known] = await db
      .select({ code: pickupLocations.code, servedFrom: pickupLocations.servedFrom })
      .from(pickupLocations)
      .where(eq(pickupLocations.code, locationCode))
    if (!known) throw notFound(`Pickup location ${locationCode} was not found`)
    stockLocation = stockLocationOf(known)
  }
  const stocked = and(
    gt(inventory.stock, 0),
    stockLocation ? eq(inventory.locationCode, stockLocation) : undefined,
  )
  const rows = await db
    .selectDistinct({
      id: gear.id,
      category: gear.category,
      images: gear.images,
      price: gear.pricePerDayCents,
      code: gear.code,
    })
    .from(gear)
    .innerJoin(inventory, eq(inventory.gearId, gear.id))
    .where(stocked)
    .orderBy(asc(gear.pricePerDayCents), asc(gear.code))
  return GEAR_CATEGORIES.flatMap((category) => {
    const inCategory = rows.filter((row) => row.category === category)
    const [cheapest] = inCategory
    if (!cheapest) return []
    return [
      {
        category,
        from_price_per_day: cheapest.price,
        currency: CATALOGUE_CURRENCY,
        gear_count: inCategory.length,
        image_url: cheapest.images[0]?.url ?? PLACEHOLDER_IMAGE,
      },
    ]
  })
}
