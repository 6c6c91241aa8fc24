import { safetyDatesOfUnits } from './safety-hold'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import {
  INVENTORY_STRIP_DAYS,
  type DeskBookingRef,
  type InventoryQuery,
  type InventoryView,
} from '../../../shared/contract/desk'
import { addDays } from '../../../shared/domain/calendar'
import { bookings, gear, gearCategories, inventory, reservations, units } from '../../db/schema'
import type { InventoryContext } from './context'
import { locationToday } from './location-day'
import {
  bookingRefColumns,
  liveRentals,
  nextBookingsOfUnits,
  periodsFrom,
  toBookingRef,
  toUnit,
} from './unit-view'
import { inServiceOn, keptAt, strip } from './inventory-strip'

/** The next (or running) booking taking each item at the location, by gear id. */
async function nextBookingsOfItems(
  db: Pick<InventoryContext['db'], 'selectDistinctOn'>,
  { locationCode, today }: { locationCode: string; today: string },
) {
  const rows = await db
    .selectDistinctOn([reservations.gearId], { gearId: reservations.gearId, ...bookingRefColumns })
    .from(reservations)
    .innerJoin(bookings, eq(bookings.id, reservations.bookingId))
    .where(
      and(eq(reservations.locationCode, locationCode), liveRentals, gt(bookings.endDate, today)),
    )
    .orderBy(reservations.gearId, asc(bookings.startDate))
  return new Map<string, DeskBookingRef>(rows.map((row) => [row.gearId, toBookingRef(row)]))
}

/**
 * The desk's inventory of a location: each stocked item with its units (status, current and
 * future periods out of service, next booking), its next booking and a per-day strip from
 * `from` (today at the location by default) of units in service, committed and free.
 */
export async function inventoryView(
  ctx: InventoryContext,
  { locationCode, query }: { locationCode: string; query: InventoryQuery },
): Promise<InventoryView> {
  const now = ctx.now()
  const location = await locationToday(ctx.db, { code: locationCode, now })
  const from = query.from ?? location.today
  const days = query.days ?? INVENTORY_STRIP_DAYS
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i))
  const until = addDays(from, days)
  // Today's count heads each item: read from the same reservations as the strip's days.
  const keptFrom = from < location.today ? from : location.today
  const keptUntil = until > location.today ? until : addDays(location.today, 1)

  const items = await ctx.db
    .select({
      gearId: inventory.gearId,
      stock: inventory.stock,
      code: gear.code,
      names: gear.names,
      category: gear.category,
      turnaroundDays: sql<number>`coalesce(${gearCategories.turnaroundDays}, 0)`,
    })
    .from(inventory)
    .innerJoin(gear, eq(gear.id, inventory.gearId))
    .leftJoin(gearCategories, eq(gearCategories.category, gear.category))
    .where(eq(inventory.locationCode, locationCode))
    .orderBy(asc(gear.code))
  const unitRows = await ctx.db
    .select()
    .from(units)
    .where(eq(units.locationCode, locationCode))
    .orderBy(sql`${units.status} = 'retired'`, asc(units.assetTag))
  const unitIds = unitRows.map((row) => row.id)
  const [periods, unitBookings, itemBookings, kept, safety] = await Promise.all([
    periodsFrom(ctx.db, { unitIds, today: location.today }),
    nextBookingsOfUnits(ctx.db, { unitIds, today: location.today }),
    nextBookingsOfItems(ctx.db, { locationCode, today: location.today }),
    keptAt(ctx.db, { locationCode, from: keptFrom, until: keptUntil, now }),
    safetyDatesOfUnits(ctx.db, unitRows),
  ])
  const keptOf = (gearId: string) => kept.filter((row) => row.gearId === gearId)

  return {
    location_code: location.code,
    time_zone: location.timeZone,
    from,
    days,
    items: items.map((item) => ({
      gear_id: item.gearId,
      gear_code: item.code,
      names: item.names,
      category: item.category,
      turnaround_days: item.turnaroundDays,
      units_in_service: inServiceOn({
        stock: item.stock,
        kept: keptOf(item.gearId),
        date: location.today,
      }),
      units: unitRows
        .filter((row) => row.gearId === item.gearId)
        .map((row) =>
          toUnit({
            row,
            periods: periods.get(row.id) ?? [],
            nextBooking: unitBookings.get(row.id) ?? null,
            safety: safety.get(row.id)!,
            today: location.today,
          }),
        ),
      next_booking: itemBookings.get(item.gearId) ?? null,
      strip: strip({ stock: item.stock, kept: keptOf(item.gearId), dates }),
    })),
  }
}
