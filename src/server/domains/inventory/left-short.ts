import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm'
import { bookedFromStockOf } from '../../db/booked-from'
import { bookings } from '../../db/schema'
import type { Reader } from './context'

/**
 * Bookings at a location (or delivered from its stock) a confirmed unit change left short (flagged in `bookings.attention`),
 * still to happen or under way: the desk lists them until their units are handed out.
 */
export async function bookingsLeftShort(
  db: Reader,
  where: { locationCode: string; today: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        bookedFromStockOf(where.locationCode),
        eq(bookings.status, 'confirmed'),
        isNotNull(bookings.attention),
        isNull(bookings.handedOutAt),
        gte(bookings.endDate, where.today),
      ),
    )
  return rows.map((row) => row.id)
}
