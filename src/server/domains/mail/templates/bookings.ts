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
}

// A delivery never speaks of a pickup or a return: the gear is delivered and collected
// (translations/GLOSSARY.md).
const delivered = (f: BookingFacts) => f.deliveryAddress !== null

/** For a delivery, where the gear comes and goes; nothing for a pickup at a desk. */
const delivery = (language: Language, f: BookingFacts) =>
  f.deliveryAddress === null
    ? []
    : [
        language === 'es'
          ? `Entregamos y retiramos el equipo en: ${f.deliveryAddress}`
          : `We deliver and collect the gear at: ${f.deliveryAddress}`,
      ]

const summary = (language: Language, f: BookingFacts) =>
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

const hello = (language: Language, f: BookingFacts) =>
  language === 'es' ? `Hola, ${f.firstName}:` : `Hello ${f.firstName},`

export function bookingConfirmationEmail(
  language: Language,
  f: BookingFacts & { payBy: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail(language, `Tu reserva ${f.reference} está confirmada`, hello(language, f), [
        'Hemos reservado tu equipo. Completa el pago antes de ' + f.payBy + ' para mantenerlo.',
        summary(language, f),
        ...delivery(language, f),
        { label: 'Ver y pagar la reserva', url: f.link },
        freeCancellation(language, f),
      ])
    : renderEmail(language, `Your booking ${f.reference} is confirmed`, hello(language, f), [
        `We have reserved your gear. Complete the payment before ${f.payBy} to keep it.`,
        summary(language, f),
        ...delivery(language, f),
        { label: 'View and pay for the booking', url: f.link },
        freeCancellation(language, f),
      ])
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
    ? renderEmail(language, `Pago recibido: reserva ${f.reference}`, hello(language, f), [
        `Hemos recibido tu pago de ${f.paid}. ${delivered(f) ? 'Te llevaremos el equipo a tu dirección.' : 'Tu equipo te estará esperando.'}`,
        ...deposit,
        summary(language, f),
        { label: 'Ver la reserva', url: f.link },
      ])
    : renderEmail(language, `Payment received for booking ${f.reference}`, hello(language, f), [
        `We have received your payment of ${f.paid}. ${delivered(f) ? 'We will bring your gear to your address.' : 'Your gear will be waiting for you.'}`,
        ...deposit,
        summary(language, f),
        { label: 'View the booking', url: f.link },
      ])
}

/**
 * A booking ended. `refunded` is the amount on its way back (null: nothing is refunded); `paid`
 * tells a paid booking cancelled by staff without a refund from one never charged.
 */
export function cancellationEmail(
  language: Language,
  f: BookingFacts & {
    refunded: string | null
    expired: boolean
    staffReason: string | null
    paid: boolean
  },
): RenderedEmail {
  const es = language === 'es'
  const reason = f.expired
    ? es
      ? 'No recibimos el pago a tiempo, así que hemos liberado el equipo.'
      : 'We did not receive the payment in time, so we have released the gear.'
    : f.staffReason !== null
      ? es
        ? `Hemos cancelado tu reserva. Motivo: ${f.staffReason}`
        : `We have cancelled your booking. Reason: ${f.staffReason}`
      : es
        ? 'Tu reserva se ha cancelado.'
        : 'Your booking has been cancelled.'
  const refund = f.refunded
    ? es
      ? `Te devolveremos ${f.refunded} a la tarjeta con la que pagaste; te avisaremos cuando se haya hecho.`
      : `We are refunding ${f.refunded} to the card you paid with and will tell you when it is done.`
    : f.paid
      ? es
        ? 'Esta cancelación no incluye reembolso.'
        : 'This cancellation comes without a refund.'
      : es
        ? 'No se te ha cobrado nada.'
        : 'You have not been charged.'
  return renderEmail(
    language,
    es ? `Reserva ${f.reference} cancelada` : `Booking ${f.reference} cancelled`,
    hello(language, f),
    [
      reason,
      summary(language, f),
      refund,
      { label: es ? 'Ver la reserva' : 'View the booking', url: f.link },
    ],
  )
}

/** A refund went through; `note` is what staff wrote about a refund they made. */
export function refundIssuedEmail(
  language: Language,
  f: BookingFacts & { refundId: string; amount: string; note?: string | null },
): RenderedEmail {
  const note = f.note ? [language === 'es' ? `Motivo: ${f.note}` : `Reason: ${f.note}`] : []
  return language === 'es'
    ? renderEmail(language, `Reembolso enviado: reserva ${f.reference}`, hello(language, f), [
        `Hemos enviado un reembolso de ${f.amount} a tu tarjeta (referencia ${f.refundId}). Tu banco puede tardar de 5 a 10 días en mostrarlo.`,
        ...note,
        { label: 'Ver la reserva', url: f.link },
      ])
    : renderEmail(language, `Refund issued for booking ${f.reference}`, hello(language, f), [
        `We have refunded ${f.amount} to your card (reference ${f.refundId}). Your bank may take 5 to 10 days to show it.`,
        ...note,
        { label: 'View the booking', url: f.link },
      ])
}

/** A payment the booking did not need (a second tab, a late or mismatched one), given back. */
export function extraPaymentRefundedEmail(
  language: Language,
  f: BookingFacts & { refundId: string; amount: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail(language, `Pago devuelto: reserva ${f.reference}`, hello(language, f), [
        `Recibimos un pago de ${f.amount} que la reserva ${f.reference} no necesitaba (por ejemplo, un segundo pago de la misma reserva, o un pago llegado después de cancelarla). Te lo hemos devuelto entero a tu tarjeta (referencia ${f.refundId}). Tu banco puede tardar de 5 a 10 días en mostrarlo.`,
        { label: 'Ver la reserva', url: f.link },
      ])
    : renderEmail(language, `Payment returned for booking ${f.reference}`, hello(language, f), [
        `We received a payment of ${f.amount} that booking ${f.reference} did not need (for example a second payment for the same booking, or one that arrived after it was cancelled). We have refunded all of it to your card (reference ${f.refundId}). Your bank may take 5 to 10 days to show it.`,
        { label: 'View the booking', url: f.link },
      ])
}

export function pickupReminderEmail(
  language: Language,
  f: BookingFacts & { address: string },
): RenderedEmail {
  if (delivered(f)) return deliveryReminderEmail(language, f)
  return language === 'es'
    ? renderEmail(language, `Mañana recoges tu equipo (${f.reference})`, hello(language, f), [
        `Te esperamos mañana en ${f.locationName}: ${f.address}. Recogida ${f.pickup}.`,
        'Trae tu número de reserva y un documento de identidad. Devuelve el equipo ' +
          f.returnBy +
          '.',
        { label: 'Ver la reserva', url: f.link },
      ])
    : renderEmail(language, `You pick up your gear tomorrow (${f.reference})`, hello(language, f), [
        `We look forward to seeing you tomorrow at ${f.locationName}: ${f.address}. Pickup ${f.pickup}.`,
        `Bring your booking reference and a photo ID. Return the gear ${f.returnBy}.`,
        { label: 'View the booking', url: f.link },
      ])
}

/** The day before a delivery: where and when the gear arrives, and when it is collected. */
function deliveryReminderEmail(
  language: Language,
  f: BookingFacts & { address: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail(language, `Mañana te llevamos el equipo (${f.reference})`, hello(language, f), [
        `Mañana te llevamos el equipo a ${f.address}. Entrega ${f.pickup}, en la media hora siguiente.`,
        `Ten a mano tu número de reserva y un documento de identidad. Retiramos el equipo ${f.returnBy}.`,
        { label: 'Ver la reserva', url: f.link },
      ])
    : renderEmail(language, `We deliver your gear tomorrow (${f.reference})`, hello(language, f), [
        `We bring your gear tomorrow to ${f.address}. Delivery ${f.pickup}, within the half hour.`,
        `Please have your booking reference and a photo ID at hand. We collect the gear ${f.returnBy}.`,
        { label: 'View the booking', url: f.link },
      ])
}
