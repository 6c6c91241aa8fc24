import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'
import { hello, summary, type BookingFacts } from './bookings'

// Written out in both languages side by side, like templates/bookings.ts.

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
  return renderEmail({
    language,
    subject: es ? `Reserva ${f.reference} cancelada` : `Booking ${f.reference} cancelled`,
    greeting: hello(language, f),
    blocks: [
      reason,
      summary(language, f),
      refund,
      { label: es ? 'Ver la reserva' : 'View the booking', url: f.link },
    ],
  })
}

/** A refund went through; `note` is what staff wrote about a refund they made. */
export function refundIssuedEmail(
  language: Language,
  f: BookingFacts & { refundId: string; amount: string; note?: string | null },
): RenderedEmail {
  const note = f.note ? [language === 'es' ? `Motivo: ${f.note}` : `Reason: ${f.note}`] : []
  return language === 'es'
    ? renderEmail({
        language,
        subject: `Reembolso enviado: reserva ${f.reference}`,
        greeting: hello(language, f),
        blocks: [
          `Hemos enviado un reembolso de ${f.amount} a tu tarjeta (referencia ${f.refundId}). Tu banco puede tardar de 5 a 10 días en mostrarlo.`,
          ...note,
          { label: 'Ver la reserva', url: f.link },
        ],
      })
    : renderEmail({
        language,
        subject: `Refund issued for booking ${f.reference}`,
        greeting: hello(language, f),
        blocks: [
          `We have refunded ${f.amount} to your card (reference ${f.refundId}). Your bank may take 5 to 10 days to show it.`,
          ...note,
          { label: 'View the booking', url: f.link },
        ],
      })
}

/** A payment the booking did not need (a second tab, a late or mismatched one), given back. */
export function extraPaymentRefundedEmail(
  language: Language,
  f: BookingFacts & { refundId: string; amount: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: `Pago devuelto: reserva ${f.reference}`,
        greeting: hello(language, f),
        blocks: [
          `Recibimos un pago de ${f.amount} que la reserva ${f.reference} no necesitaba (por ejemplo, un segundo pago de la misma reserva, o un pago llegado después de cancelarla). Te lo hemos devuelto entero a tu tarjeta (referencia ${f.refundId}). Tu banco puede tardar de 5 a 10 días en mostrarlo.`,
          { label: 'Ver la reserva', url: f.link },
        ],
      })
    : renderEmail({
        language,
        subject: `Payment returned for booking ${f.reference}`,
        greeting: hello(language, f),
        blocks: [
          `We received a payment of ${f.amount} that booking ${f.reference} did not need (for example a second payment for the same booking, or one that arrived after it was cancelled). We have refunded all of it to your card (reference ${f.refundId}). Your bank may take 5 to 10 days to show it.`,
          { label: 'View the booking', url: f.link },
        ],
      })
}
