import { eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import { instantOf } from '../../../shared/domain/zonedTime'
import { bookings, pickupLocations } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import type { BookingContext, Reader, Viewer } from './context'

/** A booking's code still opens it at the desk this long after its return time. */
export const BOOKING_CODE_DAYS_AFTER_RETURN = 7

const DAY_MS = 24 * 60 * 60_000

type CodeContext = Pick<BookingContext, 'db' | 'links'>

const canSee = (viewer: Viewer, ownerId: string) =>
  viewer.userId === ownerId || viewer.role === 'admin' || viewer.role === 'moderator'

/**
 * The signed token of a booking's QR code: the booking's id, the purpose and an expiry some days
 * after the return (signed-links), nothing personal. Null when there is no such booking.
 */
async function signBookingCode(
  ctx: CodeContext,
  { tx, bookingId }: { tx: Reader; bookingId: string },
) {
  const [booking] = await tx
    .select({
      userId: bookings.userId,
      endDate: bookings.endDate,
      returnTime: bookings.returnTime,
      timeZone: pickupLocations.timeZone,
    })
    .from(bookings)
    .innerJoin(pickupLocations, eq(pickupLocations.code, bookings.pickupLocationCode))
    .where(eq(bookings.id, bookingId))
  if (!booking) return null
  const returnAt =
    instantOf(booking.endDate, booking.returnTime, booking.timeZone) ??
    Date.parse(`${booking.endDate}T23:59:00Z`)
  const expiresAt = new Date(returnAt + BOOKING_CODE_DAYS_AFTER_RETURN * DAY_MS)
  const token = ctx.links.sign({ purpose: 'booking_code', bookingId, expiresAt })
  return { userId: booking.userId, token, expiresAt }
}

/** A booking's code for its family or staff (404 to anyone else): the token and its QR in SVG. */
export async function bookingCode(
  ctx: CodeContext,
  { viewer, bookingId }: { viewer: Viewer; bookingId: string },
) {
  const signed = await signBookingCode(ctx, { tx: ctx.db, bookingId })
  if (!signed || !canSee(viewer, signed.userId)) throw notFound('Booking not found')
  const svg = await QRCode.toString(signed.token, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  })
  return { token: signed.token, svg, expiresAt: signed.expiresAt }
}

/**
 * A booking's QR code as a PNG for an email, signed now, read in the caller's transaction (the
 * mail worker's: on PGlite, a read outside it would wait for it forever); null when the booking
 * is gone.
 */
export async function bookingCodePng(ctx: CodeContext, args: { tx: Reader; bookingId: string }) {
  const signed = await signBookingCode(ctx, args)
  if (!signed) return null
  return QRCode.toBuffer(signed.token, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
  })
}

/** A scanned code that names no booking or unit of ours. */
export const codeNotOurs = () =>
  new AppError(422, 'CODE_NOT_OURS', 'This code is not one of ours: no booking or unit has it.')

/**
 * The booking a scanned code names: 422 CODE_NOT_OURS when it was not signed here as a booking
 * code (or its booking is gone), 410 CODE_EXPIRED some days after the return.
 */
export async function bookingOfCode(ctx: CodeContext, { token }: { token: string }) {
  let bookingId: string
  try {
    bookingId = ctx.links.verify({ token, purpose: 'booking_code' }).bookingId
  } catch (error) {
    if (error instanceof AppError && error.code === 'LINK_EXPIRED') {
      throw new AppError(410, 'CODE_EXPIRED', 'This booking code has expired: its rental ended.')
    }
    throw codeNotOurs()
  }
  const [booking] = await ctx.db
    .select({ id: bookings.id, reference: bookings.reference, at: bookings.pickupLocationCode })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
  if (!booking) throw codeNotOurs()
  return booking
}
