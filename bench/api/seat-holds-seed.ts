/**
 * The seats' safety record in the load benchmark, as the product keeps it (docs/safety.md): each
 * unit of an item whose category asks for inspections gets its dates and its safety hold, an
 * open-ended period out of service from the day its inspection falls due. Each such item also
 * gets two more units the rule keeps from the search window, one expired and one expiring in the
 * middle of it, so the one availability query subtracts seat holds inside the window too, while
 * the unit never booked stays free.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { addDays } from '../../src/shared/domain/calendar'
import type { Db } from '../../src/server/db/client'
import { gear, gearCategories, inventory, units } from '../../src/server/db/schema'
import { recountStock, refreshSafetyHold } from '../../src/server/domains/inventory'
import type { SearchWindow } from './bookings-seed'

/** Lays the seats' dates and holds; answers how many seat units now carry a hold. */
export async function seedSeatHolds(db: Db, window: SearchWindow, today: string) {
  return db.transaction(async (tx) => {
    const seats = await tx
      .select({ gearId: inventory.gearId, locationCode: inventory.locationCode, code: gear.code })
      .from(inventory)
      .innerJoin(gear, eq(gear.id, inventory.gearId))
      .innerJoin(gearCategories, eq(gearCategories.category, gear.category))
      .where(isNotNull(gearCategories.inspectionEveryDays))
    const made = addDays(today, -400)
    for (const seat of seats) {
      const tag = `${seat.locationCode}-${seat.code}-S`
      await tx.insert(units).values([
        {
          gearId: seat.gearId,
          locationCode: seat.locationCode,
          assetTag: `${tag}1`,
          manufacturedOn: addDays(today, -3000),
          expiresOn: addDays(today, -30),
        },
        {
          gearId: seat.gearId,
          locationCode: seat.locationCode,
          assetTag: `${tag}2`,
          manufacturedOn: made,
          expiresOn: addDays(window.start, 10),
        },
      ])
      await recountStock(tx, seat)
    }
    const seatUnits = await tx
      .update(units)
      .set({
        manufacturedOn: sql`coalesce(${units.manufacturedOn}, ${made}::date)`,
        expiresOn: sql`coalesce(${units.expiresOn}, ${addDays(today, 1500)}::date)`,
      })
      .where(
        and(
          inArray(
            units.gearId,
            seats.map((seat) => seat.gearId),
          ),
          // The benchmark's own units; the demo's have theirs from the seed.
          sql`${units.assetTag} ~ '-(B[0-9]{5}|S[0-9])$'`,
        ),
      )
      .returning({ id: units.id })
    for (const unit of seatUnits) await refreshSafetyHold(tx, { unitId: unit.id, today })
    return seatUnits.length
  })
}
