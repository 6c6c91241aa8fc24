import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { StripDay } from '../../../shared/contract/desk'
import { reservations } from '../../db/schema'
import type { Reader } from './context'

interface KeptRow {
  gearId: string
  kind: 'rental' | 'out_of_service'
  startDate: string
  endDate: string | null
  quantity: number
}

/** Reservations keeping units at the location on a day of [from, until). */
export function keptAt(
  db: Reader,
  {
    locationCode,
    from,
    until,
    now,
  }: { locationCode: string; from: string; until: string; now: Date },
) {
  return db
    .select({
      gearId: reservations.gearId,
      kind: reservations.kind,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      quantity: reservations.quantity,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.locationCode, locationCode),
        inArray(reservations.status, ['held', 'confirmed']),
        or(
          eq(reservations.status, 'confirmed'),
          sql`${reservations.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
        sql`daterange(${reservations.startDate}, ${reservations.endDate}) && daterange(${from}::date, ${until}::date)`,
      ),
    )
}

/** Whether a reservation keeps its units on `date` ([start, end), open-ended without an end). */
const keepsOn = (row: KeptRow, date: string) =>
  row.startDate <= date && (row.endDate === null || date < row.endDate)

/**
 * Units of an item in service on `date`: its stock (units not retired) less its units out of
 * service that day. The one count the desk shows, in the item's header (today) and its strip.
 */
export function inServiceOn({
  stock,
  kept,
  date,
}: {
  stock: number
  kept: readonly KeptRow[]
  date: string
}) {
  const out = kept.filter((row) => row.kind === 'out_of_service' && keepsOn(row, date)).length
  return Math.max(stock - out, 0)
}

/** Per day: units in service (see inServiceOn), committed and free. */
export function strip({
  stock,
  kept,
  dates,
}: {
  stock: number
  kept: KeptRow[]
  dates: string[]
}): StripDay[] {
  return dates.map((date) => {
    const committed = kept
      .filter((row) => row.kind === 'rental' && keepsOn(row, date))
      .reduce((sum, row) => sum + row.quantity, 0)
    const inService = inServiceOn({ stock, kept, date })
    return { date, in_service: inService, committed, free: Math.max(inService - committed, 0) }
  })
}
