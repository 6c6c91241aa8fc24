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

/** Per day: units in service (stock less those out of service), committed and free. */
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
    const on = kept.filter(
      (row) => row.startDate <= date && (row.endDate === null || date < row.endDate),
    )
    const out = on.filter((row) => row.kind === 'out_of_service').length
    const committed = on
      .filter((row) => row.kind === 'rental')
      .reduce((sum, row) => sum + row.quantity, 0)
    const inService = Math.max(stock - out, 0)
    return { date, in_service: inService, committed, free: Math.max(inService - committed, 0) }
  })
}
