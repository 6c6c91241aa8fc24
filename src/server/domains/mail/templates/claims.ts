import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'
import { hello, type BookingFacts } from './bookings'
import { view } from './deposits'

// Written out in both languages side by side, like the booking emails.

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
  f: BookingFacts & {
    lines: ClaimLine[]
    total: string
    answerBy: string
    photos: number
    /** When the family signed the rental agreement (attached); null when they did not. */
    agreementSignedOn: string | null
  },
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
          ...(f.agreementSignedOn
            ? [
                `También adjuntamos el contrato de alquiler que firmaste el ${f.agreementSignedOn}, con el equipo y su estado cuando te lo entregamos.`,
              ]
            : []),
          `Si no estás de acuerdo, responde desde tu reserva antes de ${f.answerBy}. Leemos tu respuesta antes de decidir; el resto de la fianza se libera entonces.`,
          view(language, f),
        ]
      : [
          `When the gear came back we found the following, and we propose to keep ${f.total} of your deposit:`,
          ...lines,
          ...(f.photos > 0 ? [`The photos are attached (${f.photos}).`] : []),
          ...(f.agreementSignedOn
            ? [
                `The rental agreement you signed on ${f.agreementSignedOn}, with the gear and its condition when it was handed over, is attached too.`,
              ]
            : []),
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
