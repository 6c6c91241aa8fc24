import { and, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { ScanResult } from '../../../shared/contract/codes'
import { bookings, bookingUnits, reservations, units } from '../../db/schema'
import { AppError } from '../../errors'
import { codeNotOurs } from '../bookings'
import type { DeskContext } from './context'
import { locationClock } from './location'

const otherLocation = (what: 'booking' | 'unit', code: string) =>
  new AppError(
    409,
    'CODE_OTHER_LOCATION',
    what === 'booking'
      ? `This booking is handed over at another location (${code}).`
      : `This unit belongs to another location (${code}).`,
  )

/** A booking's code is a signed token (`<payload>.<signature>`); anything else is an asset tag. */
const looksSigned = (code: string) => code.includes('.')

/** The booking a signed code names, if it is handed over with `location`'s units. */
async function scannedBooking(ctx: DeskContext, token: string, location: string) {
  const booking = await ctx.bookings.bookingOfCode({ token })
  const stockLocation = await ctx.catalogue.stockLocationOf({ code: booking.at })
  if (stockLocation !== location) throw otherLocation('booking', stockLocation)
  return { kind: 'booking' as const, booking_id: booking.id, reference: booking.reference }
}

/** Whether an out-of-service period of the unit covers `today`. */
async function outOfServiceOn(ctx: DeskContext, unitId: string, today: string) {
  const [period] = await ctx.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, unitId),
        eq(reservations.kind, 'out_of_service'),
        eq(reservations.status, 'confirmed'),
        lte(reservations.startDate, today),
        or(isNull(reservations.endDate), gt(reservations.endDate, today)),
      ),
    )
    .limit(1)
  return period !== undefined
}

/** The booking the unit is handed out with now (checked out and not back), if any. */
async function outWith(ctx: DeskContext, unitId: string) {
  const [row] = await ctx.db
    .select({ booking_id: bookings.id, reference: bookings.reference })
    .from(bookingUnits)
    .innerJoin(bookings, eq(bookings.id, bookingUnits.bookingId))
    .where(and(eq(bookingUnits.unitId, unitId), isNull(bookingUnits.returnedAt)))
  return row ?? null
}

/**
 * The unit an asset tag names (tags are capitals; a scanner's lower case is read as such), with
 * what keeps it from going out today: out of service, or out with a booking.
 */
async function scannedUnit(ctx: DeskContext, tag: string, location: string, today: string) {
  const [unit] = await ctx.db.select().from(units).where(eq(units.assetTag, tag.toUpperCase()))
  if (!unit) throw codeNotOurs()
  if (unit.locationCode !== location) throw otherLocation('unit', unit.locationCode)
  return {
    kind: 'unit' as const,
    unit_id: unit.id,
    asset_tag: unit.assetTag,
    gear_id: unit.gearId,
    status: unit.status,
    out_of_service_today: await outOfServiceOn(ctx, unit.id, today),
    out_with: await outWith(ctx, unit.id),
  }
}

/**
 * What a code scanned (or typed) at the desk of `location` opens: a booking (its signed code) or
 * a unit (its asset tag). 422 CODE_NOT_OURS, 410 CODE_EXPIRED, 409 CODE_OTHER_LOCATION; 404 for
 * an unknown location.
 */
export async function resolveScan(
  ctx: DeskContext,
  { code, locationCode }: { code: string; locationCode: string },
): Promise<ScanResult> {
  const { today } = await locationClock(ctx.db, { code: locationCode, now: ctx.now() })
  const scanned = code.trim()
  return looksSigned(scanned)
    ? scannedBooking(ctx, scanned, locationCode)
    : scannedUnit(ctx, scanned, locationCode, today)
}
