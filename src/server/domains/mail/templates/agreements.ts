import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'
import { hello, type BookingFacts } from './bookings'
import { view } from './deposits'

// Written out in both languages side by side, like the booking emails. A delivery speaks of
// delivery and collection, never of a pickup or a return.

/** The family signed the rental agreement at check-out; its PDF comes as an attachment. */
export function agreementSignedEmail(
  language: Language,
  f: BookingFacts & { signedAt: string; sha256: string },
): RenderedEmail {
  const es = language === 'es'
  const delivered = f.deliveryAddress !== null
  return renderEmail({
    language,
    subject: es
      ? `Tu contrato de alquiler firmado: reserva ${f.reference}`
      : `Your signed rental agreement: booking ${f.reference}`,
    greeting: hello(language, f),
    blocks: es
      ? [
          `Adjuntamos el contrato de alquiler que firmaste el ${f.signedAt}, con el equipo ${delivered ? 'entregado a domicilio' : 'entregado'}, su estado, la fianza y ${delivered ? 'la retirada' : 'la devolución'} (${f.returnBy}).`,
          `Huella SHA-256 del documento: ${f.sha256}`,
          view(language, f),
        ]
      : [
          `Attached is the rental agreement you signed on ${f.signedAt}, with the gear ${delivered ? 'delivered' : 'handed over'}, its condition, the deposit and the ${delivered ? 'collection' : 'return'} (${f.returnBy}).`,
          `SHA-256 fingerprint of the document: ${f.sha256}`,
          view(language, f),
        ],
  })
}
