import { and, asc, eq, inArray } from 'drizzle-orm'
import type { MaintenanceList, MaintenanceState } from '../../../shared/contract/desk'
import { addDays } from '../../../shared/domain/calendar'
import { EXPIRY_WARNING_DAYS, SEAT_CATEGORIES } from '../../../shared/domain/unitSafety'
import { gear, units } from '../../db/schema'
import type { InventoryContext } from './context'
import { locationToday } from './location-day'
import { safetyDatesOfUnits, type SafetyDates } from './safety-hold'
import { toUnitSafety } from './unit-view'

/** Why a unit needs the desk soon, the most pressing first; null when it does not. */
function stateOf(
  { expiresOn, inspectionDueOn }: SafetyDates,
  today: string,
): MaintenanceState | null {
  const horizon = addDays(today, EXPIRY_WARNING_DAYS)
  if (expiresOn !== null && expiresOn <= today) return 'expired'
  if (inspectionDueOn !== null && inspectionDueOn <= today) return 'overdue'
  if (expiresOn !== null && expiresOn <= horizon) return 'expiring'
  if (inspectionDueOn !== null && inspectionDueOn <= horizon) return 'due'
  return null
}

/**
 * The Maintenance list of a location (docs/safety.md, Safety records): its seats in service
 * that are expired, overdue for inspection, or expire or fall due within 30 days, the most
 * pressing first. 404 for an unknown location.
 */
export async function maintenanceList(
  ctx: Pick<InventoryContext, 'db' | 'now'>,
  { locationCode }: { locationCode: string },
): Promise<MaintenanceList> {
  const location = await locationToday(ctx.db, { code: locationCode, now: ctx.now() })
  const rows = await ctx.db
    .select({ unit: units, code: gear.code, names: gear.names })
    .from(units)
    .innerJoin(gear, eq(gear.id, units.gearId))
    .where(
      and(
        eq(units.locationCode, location.code),
        eq(units.status, 'in_service'),
        inArray(gear.category, [...SEAT_CATEGORIES]),
      ),
    )
    .orderBy(asc(units.assetTag))
  const dates = await safetyDatesOfUnits(
    ctx.db,
    rows.map((row) => row.unit),
  )
  const order: MaintenanceState[] = ['expired', 'overdue', 'expiring', 'due']
  const listed = rows.flatMap(({ unit, code, names }) => {
    const safety = dates.get(unit.id)!
    const state = stateOf(safety, location.today)
    if (!state) return []
    return [
      {
        unit_id: unit.id,
        asset_tag: unit.assetTag,
        gear_id: unit.gearId,
        gear_code: code,
        names,
        state,
        safety: toUnitSafety(unit, safety),
      },
    ]
  })
  listed.sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state))
  return { location_code: location.code, today: location.today, units: listed }
}
