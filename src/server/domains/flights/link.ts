import type { FlightLinkReport, FlightLinkView } from '../../../shared/contract/flights'
import { eq } from 'drizzle-orm'
import { bookings } from '../../db/schema'
import { notFound } from '../../errors'
import type { FlightContext } from './context'
import { reportFlight } from './report'
import { flightView } from './view'

/**
 * The "we land late" link of the confirmation and reminder emails: no login, one booking, this
 * purpose only, until the gear is due back (400 INVALID_LINK, 410 LINK_EXPIRED otherwise). It
 * reads and changes nothing but the booking's own flight news.
 */
export async function flightLinkView(
  ctx: FlightContext,
  { token }: { token: string },
): Promise<FlightLinkView> {
  const { bookingId } = ctx.links.verify({ token, purpose: 'flight_news' })
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking) throw notFound('Booking not found')
  return flightView(ctx.db, booking)
}

export async function reportFlightByLink(
  ctx: FlightContext,
  { token, ...report }: FlightLinkReport,
): Promise<FlightLinkView> {
  const { bookingId } = ctx.links.verify({ token, purpose: 'flight_news' })
  return reportFlight(ctx, { bookingId, report, reporter: { by: 'family' } })
}
