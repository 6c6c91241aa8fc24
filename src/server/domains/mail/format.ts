import type { DeliveryAddress } from '../../../shared/domain/delivery'
import type { Language } from '../../../shared/domain/languages'

/** Emails write money and dates the way each language's readers expect. */
const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES' }

export const formatMoney = ({
  cents,
  currency,
  language,
}: {
  cents: number
  currency: string
  language: Language
}) => new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(cents / 100)

/** A calendar date and a wall-clock time at the location: "Friday, 9 April 2027, 10:00". */
export function formatMoment({
  date,
  time,
  language,
}: {
  date: string
  time: string
  language: Language
}) {
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

/** An instant as the location's clock shows it. */
export const formatDeadline = ({
  instant,
  language,
  timeZone,
}: {
  instant: Date
  language: Language
  timeZone: string
}) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(instant)

/** A delivery address on one line: "Calle Sierpes 12, Hotel Doña María, 41004 Seville (2nd floor)". */
export function formatDeliveryAddress(address: DeliveryAddress): string {
  const place = address.place_name ? `, ${address.place_name}` : ''
  const instructions = address.instructions ? ` (${address.instructions})` : ''
  return `${address.street} ${address.number}${place}, ${address.postal_code} ${address.city}${instructions}`
}
