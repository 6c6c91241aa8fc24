import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'
import type { BookingFacts } from './bookings'

// Written out in both languages side by side, like the booking emails.

const hello = (language: Language, f: BookingFacts) =>
  language === 'es' ? `Hola, ${f.firstName}:` : `Hello ${f.firstName},`

const view = (language: Language, f: BookingFacts) => ({
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

/** One claimed unit, as the claim email lists it. */
export interface ClaimLine {
  item: string
  assetTag: string
  reason: string
  amount: string
  note: string | null
}

/** Staff claimed part of the deposit at check-in; the photos come as attachments. */
export function damageClaimEmail(
  language: Language,
  f: BookingFacts & { lines: ClaimLine[]; total: string; answerBy: string; photos: number },
): RenderedEmail {
  const es = language === 'es'
  const lines = f.lines.map(
    (line) =>
      `${line.item} (${line.assetTag}): ${line.reason}, ${line.amount}` +
      (line.note ? ` · ${line.note}` : ''),
  )
  return renderEmail({
    language,
    subject: es
      ? `Reclamación sobre tu fianza: reserva ${f.reference}`
      : `A claim on your deposit: booking ${f.reference}`,
    greeting: hello(language, f),
    blocks: es
      ? [
          `Al recibir el equipo encontramos lo siguiente, y proponemos quedarnos ${f.total} de tu fianza:`,
          ...lines,
          ...(f.photos > 0 ? [`Adjuntamos ${f.photos} foto(s).`] : []),
          `Si no estás de acuerdo, responde desde tu reserva antes de ${f.answerBy}. Leemos tu respuesta antes de decidir; el resto de la fianza se libera entonces.`,
          view(language, f),
        ]
      : [
          `When the gear came back we found the following, and we propose to keep ${f.total} of your deposit:`,
          ...lines,
          ...(f.photos > 0 ? [`The photos are attached (${f.photos}).`] : []),
          `If you disagree, answer from your booking before ${f.answerBy}. We read your answer before deciding; the rest of the deposit is released then.`,
          view(language, f),
        ],
  })
}

/** An admin decided the booking's claims: what is kept, what goes back. */
export function claimDecidedEmail(
  language: Language,
  f: BookingFacts & { kept: string; released: string; note: string | null },
): RenderedEmail {
  const es = language === 'es'
  const note = f.note ? [es ? `Nota: ${f.note}` : `Note: ${f.note}`] : []
  return renderEmail({
    language,
    subject: es
      ? `Decisión sobre tu fianza: reserva ${f.reference}`
      : `Decision on your deposit: booking ${f.reference}`,
    greeting: hello(language, f),
    blocks: es
      ? [
          `Hemos revisado la reclamación: nos quedamos ${f.kept} de tu fianza y liberamos ${f.released}.`,
          ...note,
          view(language, f),
        ]
      : [
          `We have reviewed the claim: we keep ${f.kept} of your deposit and release ${f.released}.`,
          ...note,
          view(language, f),
        ],
  })
}
