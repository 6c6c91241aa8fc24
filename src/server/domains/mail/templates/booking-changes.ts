import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'
import { hello, summary, type BookingFacts } from './bookings'

// Written out in both languages side by side, like templates/bookings.ts.

/** What a change came to, each amount formatted (null when it does not apply). */
export interface ChangeFacts {
  /** The booking's pickup and return before the change. */
  was: { pickup: string; returnBy: string }
  totalBefore: string
  /** Owed through the booking page's checkout. */
  due: string | null
  /** On its way back to the card. */
  refunded: string | null
  /** Kept of a reduction within 24 hours of pickup. */
  retained: string | null
  /** The change moved the deposit: to `depositNow`, or to none at all (null). */
  depositMoved: boolean
  depositNow: string | null
  /** Staff changed it. */
  byStaff: boolean
}

/** A booking was changed (version `number`): the new terms, the old ones, and its money. */
export function bookingChangedEmail(
  language: Language,
  f: BookingFacts & ChangeFacts & { number: number },
): RenderedEmail {
  const es = language === 'es'
  const who = f.byStaff
    ? es
      ? 'Nuestro equipo ha cambiado tu reserva.'
      : 'Our team has changed your booking.'
    : es
      ? 'Has cambiado tu reserva.'
      : 'You have changed your booking.'
  const before = es
    ? `Antes: recogida ${f.was.pickup} · devolución ${f.was.returnBy} · total ${f.totalBefore}.`
    : `Before: pickup ${f.was.pickup} · return ${f.was.returnBy} · total ${f.totalBefore}.`
  const money = [
    f.due &&
      (es
        ? `Queda por pagar la diferencia, ${f.due}: págala desde la página de tu reserva.`
        : `The difference of ${f.due} is still to pay: pay it from your booking page.`),
    f.refunded &&
      (es
        ? `Te devolveremos ${f.refunded} a la tarjeta con la que pagaste.`
        : `We are refunding ${f.refunded} to the card you paid with.`),
    f.retained &&
      (es
        ? `Como faltan menos de 24 horas para la recogida, no se reembolsan ${f.retained}.`
        : `As pickup is less than 24 hours away, ${f.retained} is not refunded.`),
    f.depositMoved &&
      (f.depositNow === null
        ? es
          ? 'Tu reserva ya no necesita fianza: liberamos lo que se retuviera en tu tarjeta por ella.'
          : 'Your booking no longer needs a deposit: we release anything held on your card for it.'
        : es
          ? `Tu fianza reembolsable es ahora de ${f.depositNow}.`
          : `Your refundable deposit is now ${f.depositNow}.`),
  ].filter((line): line is string => Boolean(line))
  return renderEmail({
    language,
    subject: es
      ? `Tu reserva ${f.reference} ha cambiado (versión ${f.number})`
      : `Your booking ${f.reference} has changed (version ${f.number})`,
    greeting: hello(language, f),
    blocks: [
      who,
      summary(language, f),
      before,
      ...money,
      { label: es ? 'Ver la reserva' : 'View the booking', url: f.link },
    ],
  })
}

/** The difference of change `number` is paid (`paid`, what the card was charged): it holds. */
export function changePaidEmail(
  language: Language,
  f: BookingFacts & { number: number; paid: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: `Pago recibido: el cambio de tu reserva ${f.reference} está en vigor`,
        greeting: hello(language, f),
        blocks: [
          `Hemos recibido tu pago de ${f.paid}, la diferencia del cambio (versión ${f.number}). Tu reserva queda así:`,
          summary(language, f),
          { label: 'Ver la reserva', url: f.link },
        ],
      })
    : renderEmail({
        language,
        subject: `Payment received: the change to booking ${f.reference} is in force`,
        greeting: hello(language, f),
        blocks: [
          `We have received your payment of ${f.paid}, the difference of your change (version ${f.number}). Your booking now stands as follows:`,
          summary(language, f),
          { label: 'View the booking', url: f.link },
        ],
      })
}
