import { eq } from 'drizzle-orm'
import type { ScanResult } from '../../../shared/contract/codes'
import { pickupLocations, units } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { codeNotOurs } from '../bookings'
import type { DeskContext } from './context'

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

/** The unit an asset tag names (tags are capitals; a scanner's lower case is read as such). */
async function scannedUnit(ctx: DeskContext, tag: string, location: string) {
  const [unit] = await ctx.db.select().from(units).where(eq(units.assetTag, tag.toUpperCase()))
  if (!unit) throw codeNotOurs()
  if (unit.locationCode !== location) throw otherLocation('unit', unit.locationCode)
  return {
    kind: 'unit' as const,
    unit_id: unit.id,
    asset_tag: unit.assetTag,
    gear_id: unit.gearId,
    status: unit.status,
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
  const [known] = await ctx.db
    .select({ code: pickupLocations.code })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, locationCode))
  if (!known) throw notFound('Pickup location not found')
  const scanned = code.trim()
  return looksSigned(scanned)
    ? scannedBooking(ctx, scanned, locationCode)
    : scannedUnit(ctx, scanned, locationCode)
}
