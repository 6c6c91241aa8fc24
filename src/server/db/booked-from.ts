import { sql } from 'drizzle-orm'
import { bookings, pickupLocations } from './schema'

/**
 * Bookings whose units come from a location's stock: booked at it, or at a delivery zone served
 * from it (docs/product.md, Delivery). The desk of that location answers for both.
 */
export const bookedFromStockOf = (locationCode: string) =>
  sql`${bookings.pickupLocationCode} in (select ${pickupLocations.code} from ${pickupLocations}
    where ${pickupLocations.code} = ${locationCode} or ${pickupLocations.servedFrom} = ${locationCode})`
