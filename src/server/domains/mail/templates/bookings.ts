import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'

// Each email is written out in both languages, side by side, so that a translator reads the
// whole message at once; their shapes repeat on purpose (templates/accounts.ts too).

/** What every booking email says about the rental. */
export interface BookingFacts {
  firstName: string
  reference: string
  locationName: string
  pickup: string
  returnBy: string
  total: string
  link: string
  /** For a delivery: where the gear is delivered and collected, on one line; else null. */
  deliveryAddress: string | null
  /** For a pickup not handed over yet: the link to tell us the flight lands late; else null. */
  lateFlightLink: string | null
  /** The `cid` of the booking's QR code sent with the email, when it shows one; else null. */
  codeCid: string | null
}

/** The "we land late" link, for a pickup whose flight may change the wait. */
export const lateFlight = (language: Language, f: BookingFacts) =>
  f.lateFlightLink === null
    ? []
    : [
        {
          label:
            language === 'es'
              ? '¿Tu vuelo llega tarde? Avísanos y te esperamos'
              : 'Flight late? Tell us and we will wait',
          url: f.lateFlightLink,
        },
      ]

// A delivery never speaks of a pickup or a return: the gear is delivered and collected
// (translations/GLOSSARY.md).
const delivered = (f: BookingFacts) => f.deliveryAddress !== null

/** The booking's QR code, to show at the desk (or to whoever delivers), when the email has it. */
export const bookingCode = (language: Language, f: BookingFacts) =>
  f.codeCid === null
    ? []
    : [
        language === 'es'
          ? delivered(f)
            ? 'Muestra este código cuando te llevemos el equipo: abre tu reserva al escanearlo.'
            : 'Muestra este código en el mostrador: abre tu reserva al escanearlo.'
          : delivered(f)
            ? 'Show this code when we bring your gear: scanning it opens your booking.'
            : 'Show this code at the desk: scanning it opens your booking.',
        {
          cid: f.codeCid,
          alt:
            language === 'es'
              ? `Código QR de la reserva ${f.reference}`
              : `QR code of booking ${f.reference}`,
        },
      ]

/** For a delivery, where the gear comes and goes; nothing for a pickup at a desk. */
export const delivery = (language: Language, f: BookingFacts) =>
  f.deliveryAddress === null
    ? []
    : [
        language === 'es'
          ? `Entregamos y retiramos el equipo en: ${f.deliveryAddress}`
          : `We deliver and collect the gear at: ${f.deliveryAddress}`,
      ]

export const summary = (language: Language, f: BookingFacts) =>
  language === 'es'
    ? delivered(f)
      ? `Reserva ${f.reference} · ${f.locationName} · entrega ${f.pickup} · retirada ${f.returnBy} · total ${f.total}, fianza reembolsable incluida`
      : `Reserva ${f.reference} · ${f.locationName} · recogida ${f.pickup} · devolución ${f.returnBy} · total ${f.total}, fianza reembolsable incluida`
    : delivered(f)
      ? `Booking ${f.reference} · ${f.locationName} · delivery ${f.pickup} · collection ${f.returnBy} · total ${f.total}, refundable deposit included`
      : `Booking ${f.reference} · ${f.locationName} · pickup ${f.pickup} · return ${f.returnBy} · total ${f.total}, refundable deposit included`

/** Until when the booking is cancelled free of charge. */
const freeCancellation = (language: Language, f: BookingFacts) =>
  language === 'es'
    ? `Puedes cancelar sin coste hasta 24 horas antes de la ${delivered(f) ? 'entrega' : 'recogida'}.`
    : `You can cancel free of charge until 24 hours before ${delivered(f) ? 'delivery' : 'pickup'}.`

export const hello = (language: Language, f: BookingFacts) =>
  language === 'es' ? `Hola, ${f.firstName}:` : `Hello ${f.firstName},`

export function bookingConfirmationEmail(
  language: Language,
  f: BookingFacts & { payBy: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: `Tu reserva ${f.reference} está confirmada`,
        greeting: hello(language, f),
        blocks: [
          'Hemos reservado tu equipo. Completa el pago antes de ' + f.payBy + ' para mantenerlo.',
          summary(language, f),
          ...delivery(language, f),
          { label: 'Ver y pagar la reserva', url: f.link },
          ...bookingCode(language, f),
          ...lateFlight(language, f),
          freeCancellation(language, f),
        ],
      })
    : renderEmail({
        language,
        subject: `Your booking ${f.reference} is confirmed`,
        greeting: hello(language, f),
        blocks: [
          `We have reserved your gear. Complete the payment before ${f.payBy} to keep it.`,
          summary(language, f),
          ...delivery(language, f),
          { label: 'View and pay for the booking', url: f.link },
          ...bookingCode(language, f),
          ...lateFlight(language, f),
          freeCancellation(language, f),
        ],
      })
}

/** How the deposit of a paid booking is taken, as the payment email tells it. */
export interface DepositTerms {
  amount: string
  mode: 'hold' | 'charge'
  /** Hold mode: when the hold is placed, on the location's clock. */
  holdFrom: string | null
}

const depositLine = (language: Language, d: DepositTerms) =>
  language === 'es'
    ? d.mode === 'hold'
      ? `Tu fianza reembolsable de ${d.amount} se retendrá en tu tarjeta desde ${d.holdFrom}, sin cobrarla, y la liberamos cuando nos devuelvas el equipo en buen estado.`
      : `Tu pago incluye la fianza reembolsable de ${d.amount}: te la devolvemos cuando nos devuelvas el equipo en buen estado.`
    : d.mode === 'hold'
      ? `Your refundable deposit of ${d.amount} will be held on your card from ${d.holdFrom}, not charged, and released once the gear is back in good order.`
      : `Your payment includes the refundable deposit of ${d.amount}: we refund it once the gear is back in good order.`

/** The rental (and in charge mode the deposit) is paid: `paid` is what the card was charged. */
export function paymentReceivedEmail(
  language: Language,
  f: BookingFacts & { paid: string; deposit: DepositTerms | null },
): RenderedEmail {
  const deposit = f.deposit ? [depositLine(language, f.deposit)] : []
  return language === 'es'
    ? renderEmail({
        language,
        subject: `Pago recibido: reserva ${f.reference}`,
        greeting: hello(language, f),
        blocks: [
          `Hemos recibido tu pago de ${f.paid}. ${delivered(f) ? 'Te llevaremos el equipo a tu dirección.' : 'Tu equipo te estará esperando.'}`,
          ...deposit,
          summary(language, f),
          { label: 'Ver la reserva', url: f.link },
        ],
      })
    : renderEmail({
        language,
        subject: `Payment received for booking ${f.reference}`,
        greeting: hello(language, f),
        blocks: [
          `We have received your payment of ${f.paid}. ${delivered(f) ? 'We will bring your gear to your address.' : 'Your gear will be waiting for you.'}`,
          ...deposit,
          summary(language, f),
          { label: 'View the booking', url: f.link },
        ],
      })
}

export function pickupReminderEmail(
  language: Language,
  f: BookingFacts & { address: string },
): RenderedEmail {
  if (delivered(f)) return deliveryReminderEmail(language, f)
  return language === 'es'
    ? renderEmail({
        language,
        subject: `Mañana recoges tu equipo (${f.reference})`,
        greeting: hello(language, f),
        blocks: [
          `Te esperamos mañana en ${f.locationName}: ${f.address}. Recogida ${f.pickup}.`,
          'Trae tu número de reserva y un documento de identidad. Devuelve el equipo ' +
            f.returnBy +
            '.',
          { label: 'Ver la reserva', url: f.link },
          ...bookingCode(language, f),
          ...lateFlight(language, f),
        ],
      })
    : renderEmail({
        language,
        subject: `You pick up your gear tomorrow (${f.reference})`,
        greeting: hello(language, f),
        blocks: [
          `We look forward to seeing you tomorrow at ${f.locationName}: ${f.address}. Pickup ${f.pickup}.`,
          `Bring your booking reference and a photo ID. Return the gear ${f.returnBy}.`,
          { label: 'View the booking', url: f.link },
          ...bookingCode(language, f),
          ...lateFlight(language, f),
        ],
      })
}

/** The day before a delivery: where and when the gear arrives, and when it is collected. */
function deliveryReminderEmail(
  language: Language,
  f: BookingFacts & { address: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: `Mañana te llevamos el equipo (${f.reference})`,
        greeting: hello(language, f),
        blocks: [
          `Mañana te llevamos el equipo a ${f.address}. Entrega ${f.pickup}, en la media hora siguiente.`,
          `Ten a mano tu número de reserva y un documento de identidad. Retiramos el equipo ${f.returnBy}.`,
          { label: 'Ver la reserva', url: f.link },
          ...bookingCode(language, f),
        ],
      })
    : renderEmail({
        language,
        subject: `We deliver your gear tomorrow (${f.reference})`,
        greeting: hello(language, f),
        blocks: [
          `We bring your gear tomorrow to ${f.address}. Delivery ${f.pickup}, within the half hour.`,
          `Please have your booking reference and a photo ID at hand. We collect the gear ${f.returnBy}.`,
          { label: 'View the booking', url: f.link },
          ...bookingCode(language, f),
        ],
      })
}
