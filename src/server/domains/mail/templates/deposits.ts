import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'
import { hello, type BookingFacts } from './bookings'

// Written out in both languages side by side, like the booking emails.

export const view = (language: Language, f: BookingFacts) => ({
  label: language === 'es' ? 'Ver la reserva' : 'View the booking',
  url: f.link,
})

/**
 * The deposit (or what a claim did not keep) is back: a hold removed from the card, or a
 * charged deposit refunded. `kept` is what a decided claim kept (null when nothing was).
 */
export function depositReleasedEmail(
  language: Language,
  f: BookingFacts & {
    amount: string
    kept: string | null
    mode: 'hold' | 'charge'
    refundId: string | null
  },
): RenderedEmail {
  if (language === 'es') {
    const back =
      f.mode === 'hold'
        ? `Hemos quitado de tu tarjeta la retención de ${f.amount} de la fianza. Tu banco suele volver a mostrar ese importe como disponible en unos días (como mucho 7).`
        : `Te hemos devuelto la fianza de ${f.amount} a tu tarjeta${f.refundId ? ` (referencia ${f.refundId})` : ''}. Tu banco puede tardar de 5 a 10 días en mostrarlo.`
    return renderEmail({
      language,
      subject: `Fianza devuelta: reserva ${f.reference}`,
      greeting: hello(language, f),
      blocks: [
        ...(f.kept
          ? [`Nos quedamos ${f.kept} de la fianza por la reclamación que te explicamos.`]
          : []),
        back,
        view(language, f),
      ],
    })
  }
  const back =
    f.mode === 'hold'
      ? `We have removed the hold of ${f.amount} for your deposit from your card. Your bank usually shows that amount as available again within a few days (7 at most).`
      : `We have refunded your deposit of ${f.amount} to your card${f.refundId ? ` (reference ${f.refundId})` : ''}. Your bank may take 5 to 10 days to show it.`
  return renderEmail({
    language,
    subject: `Deposit released for booking ${f.reference}`,
    greeting: hello(language, f),
    blocks: [
      ...(f.kept ? [`We kept ${f.kept} of the deposit for the claim we told you about.`] : []),
      back,
      view(language, f),
    ],
  })
}

/** The card refused the deposit hold: the family places it themselves from a signed link. */
export function depositHoldDeclinedEmail(
  language: Language,
  f: BookingFacts & { amount: string; placeLink: string; placeBy: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: `Tu fianza necesita otra tarjeta: reserva ${f.reference}`,
        greeting: hello(language, f),
        blocks: [
          `Tu tarjeta no aceptó la retención de la fianza reembolsable de ${f.amount}. No se te ha cobrado nada.`,
          `Pon la retención con la tarjeta que prefieras antes de ${f.placeBy}; solo se retiene, no se cobra, y la liberamos cuando nos devuelvas el equipo en buen estado.`,
          { label: 'Poner la fianza', url: f.placeLink },
        ],
      })
    : renderEmail({
        language,
        subject: `Your deposit needs another card: booking ${f.reference}`,
        greeting: hello(language, f),
        blocks: [
          `Your card did not accept the hold for the refundable deposit of ${f.amount}. Nothing was charged.`,
          `Place the hold with a card of your choice before ${f.placeBy}: it is only held, not charged, and we release it once the gear is back in good order.`,
          { label: 'Place the deposit', url: f.placeLink },
        ],
      })
}
