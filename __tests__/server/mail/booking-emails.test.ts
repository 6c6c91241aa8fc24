/**
 * The booking emails say what the booking is: a pickup and a return at a desk, or a delivery
 * and a collection at an address, never the other's words (translations/GLOSSARY.md).
 */
import {
  bookingConfirmationEmail,
  cancellationEmail,
  paymentReceivedEmail,
  pickupReminderEmail,
  type BookingFacts,
  type RenderedEmail,
} from '../../../src/server/domains/mail'
import type { Language } from '../../../src/shared/domain/languages'
import { bannedWordsIn, wordsNeverInADelivery } from '../../shared/support/glossary'

const facts = (deliveryAddress: string | null): BookingFacts & { address: string } => ({
  firstName: 'Emma',
  reference: 'TT-7K4P2Q',
  locationName: deliveryAddress ? 'Seville city delivery' : 'Seville Airport',
  pickup: 'Friday, 9 April 2027, 10:00',
  returnBy: 'Friday, 16 April 2027, 18:00',
  total: '€162.69',
  link: 'https://rent.tinytrip.es/booking/b1',
  deliveryAddress,
  lateFlightLink: deliveryAddress ? null : 'https://rent.tinytrip.es/flight#t',
  codeCid: 'booking-code@tinytrip',
  address: deliveryAddress ?? 'Arrivals hall, Seville Airport',
})

/** Every booking email about a rental, in `language`, for these facts. */
const emails = (language: Language, f: BookingFacts & { address: string }) => [
  bookingConfirmationEmail(language, { ...f, payBy: '9 March 2027 at 10:00' }),
  paymentReceivedEmail(language, { ...f, paid: '€42.69', deposit: null }),
  cancellationEmail(language, {
    ...f,
    refunded: '€42.69',
    expired: false,
    staffReason: null,
    paid: true,
  }),
  pickupReminderEmail(language, f),
]

const words = ({ subject, text }: RenderedEmail) => `${subject}\n${text}`

describe('booking emails', () => {
  it.each(['en', 'es'] as const)(
    'speak of delivery and collection for a delivery, never of a pickup, in %s',
    (language) => {
      const delivered = emails(language, facts('Calle Feria 12, 41004 Sevilla'))
      for (const email of delivered) {
        expect([
          email.subject,
          bannedWordsIn(words(email), wordsNeverInADelivery()[language]),
        ]).toEqual([email.subject, []])
      }
      const said = delivered.map(words).join('\n')
      expect(said).toMatch(language === 'en' ? /delivery/ : /entrega/)
      expect(said).toMatch(language === 'en' ? /collect/ : /retir/)
    },
  )

  it('keep a pickup at a desk in its own words', () => {
    const [confirmation, paid, , reminder] = emails('en', facts(null))
    expect(confirmation!.text).toContain('· pickup Friday, 9 April 2027, 10:00 · return Friday')
    expect(confirmation!.text).toContain('until 24 hours before pickup.')
    expect(paid!.text).toContain('Your gear will be waiting for you.')
    expect(reminder!.subject).toBe('You pick up your gear tomorrow (TT-7K4P2Q)')
  })

  it('tell a delivery when the gear comes and when it is collected, in Spanish too', () => {
    const [confirmation, paid, , reminder] = emails('es', facts('Calle Feria 12, 41004 Sevilla'))
    expect(confirmation!.text).toContain(
      '· entrega Friday, 9 April 2027, 10:00 · retirada Friday, 16 April 2027, 18:00 ·',
    )
    expect(confirmation!.text).toContain('hasta 24 horas antes de la entrega.')
    expect(paid!.text).toContain('Te llevaremos el equipo a tu dirección.')
    expect(reminder!.subject).toBe('Mañana te llevamos el equipo (TT-7K4P2Q)')
    expect(reminder!.text).toContain('Retiramos el equipo Friday, 16 April 2027, 18:00.')
  })
})
