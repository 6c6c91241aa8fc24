import { eq } from 'drizzle-orm'
import type { Language } from '../../../shared/domain/languages'
import { instantOf } from '../../../shared/domain/zonedTime'
import { pickupLocations, users } from '../../db/schema'
import {
  formatDeliveryAddress,
  formatMoment,
  formatMoney,
  type BookingFacts,
  type EmailAttachment,
  type RenderedEmail,
} from '../mail'
import type { BookingContext, BookingRow, Tx } from './context'

/** The name the booking's QR code goes by in an email's body. */
const BOOKING_CODE_CID = 'booking-code@tinytrip'

/** Renders one booking email from the facts every booking email shows. */
export type BookingEmailRender = (
  language: Language,
  facts: BookingFacts,
  extra: { address: string },
) => RenderedEmail

/** Queues one booking email to its traveller, in their language, in the caller's transaction. */
/** A pickup at a desk, confirmed and not handed over: news of the flight changes the wait. */
const flightNewsOpen = (booking: BookingRow, locationType: 'collection' | 'delivery') =>
  locationType !== 'delivery' && booking.status === 'confirmed' && !booking.handedOutAt

export async function emailTraveller(
  ctx: Pick<BookingContext, 'config' | 'mail' | 'lateFlightLink'>,
  {
    tx,
    booking,
    template,
    render,
    attachments = [],
    withCode = false,
  }: {
    tx: Tx
    booking: BookingRow
    template: string
    render: BookingEmailRender
    /** Stored files sent with it (claim photos). */
    attachments?: EmailAttachment[]
    /** The email shows the booking's QR code (drawn when it is sent). */
    withCode?: boolean
  },
) {
  const [user] = await tx.select().from(users).where(eq(users.id, booking.userId))
  const [location] = await tx
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.code, booking.pickupLocationCode))
  if (!user || !location) return
  const language = user.languagePreference
  const facts: BookingFacts = {
    firstName: user.firstName,
    reference: booking.reference,
    locationName: location.names[language],
    pickup: formatMoment({ date: booking.startDate, time: booking.pickupTime, language }),
    returnBy: formatMoment({ date: booking.endDate, time: booking.returnTime, language }),
    total: formatMoney({ cents: booking.totalCents, currency: booking.currency, language }),
    link: `${ctx.config.publicUrl}/booking/${booking.id}`,
    deliveryAddress: booking.deliveryAddress
      ? formatDeliveryAddress(booking.deliveryAddress)
      : null,
    lateFlightLink: flightNewsOpen(booking, location.type)
      ? ctx.lateFlightLink({
          bookingId: booking.id,
          expiresAt: new Date(
            instantOf(booking.endDate, booking.returnTime, location.timeZone) ??
              Date.parse(`${booking.endDate}T23:59:00Z`),
          ),
        })
      : null,
    codeCid: withCode ? BOOKING_CODE_CID : null,
  }
  await ctx.mail.enqueue({
    tx,
    to: user.email,
    language,
    template,
    // A delivery's place is the traveller's address, not the zone's description.
    content: render(language, facts, {
      address: facts.deliveryAddress ?? location.addresses[language],
    }),
    attachments: withCode
      ? [
          ...attachments,
          { bookingCodeOf: booking.id, filename: 'booking-code.png', cid: BOOKING_CODE_CID },
        ]
      : attachments,
  })
}
