import { eq } from 'drizzle-orm'
import type { Language } from '../../../shared/domain/languages'
import type { bookings } from '../../db/schema'
import { pickupLocations, users } from '../../db/schema'
import { enqueueEmail } from '../../mail/outbox'
import type { RenderedEmail } from '../../mail/layout'
import type { BookingFacts } from '../../mail/templates/bookings'
import type { Tx } from './context'

type BookingRow = typeof bookings.$inferSelect

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES' }

export const formatMoney = (cents: number, currency: string, language: Language) =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(cents / 100)

function formatMoment(date: string, time: string, language: Language) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const day_ = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day))
  return `${day_}, ${time}`
}

/**
 * Queues one booking email to its traveller, in their language, in the caller's transaction.
 * `render` receives the facts every booking email shows.
 */
export async function emailTraveller(
  tx: Tx,
  publicUrl: string,
  booking: BookingRow,
  template: string,
  render: (language: Language, facts: BookingFacts, extra: { address: string }) => RenderedEmail,
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
    pickup: formatMoment(booking.startDate, booking.pickupTime, language),
    returnBy: formatMoment(booking.endDate, booking.returnTime, language),
    total: formatMoney(booking.totalCents, booking.currency, language),
    link: `${publicUrl}/booking/${booking.id}`,
  }
  await enqueueEmail(tx, {
    to: user.email,
    language,
    template,
    content: render(language, facts, { address: location.address }),
  })
}

export const formatDeadline = (instant: Date, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(instant)
