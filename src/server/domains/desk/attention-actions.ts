import type { AttentionKind, DeskBooking } from '../../../shared/contract/desk-bookings'
import type { Language } from '../../../shared/domain/languages'
import { formatDeadline } from '../mail'

/** What to do about each reason, as the desk shows it. */
const ACTIONS: Record<AttentionKind, Record<Language, string>> = {
  unpaid_near_pickup: {
    en: 'Not paid yet: call the traveller to pay from their booking page, or the gear is released when the payment time ends.',
    es: 'Aún sin pagar: llama al viajero para que pague desde su reserva, o el equipo se libera cuando acabe el plazo de pago.',
  },
  late_return: {
    en: 'Past its return time: call the traveller to arrange the return, and check the gear in when it is back.',
    es: 'Pasada la hora de devolución: llama al viajero para acordar la devolución y registra el equipo cuando vuelva.',
  },
  left_short: {
    en: 'A unit of this booking went out of service: assign another unit or contact the traveller.',
    es: 'Una unidad de esta reserva quedó fuera de servicio: asigna otra unidad o contacta con el viajero.',
  },
  deposit_missing: {
    en: 'The deposit hold is not in place: we emailed the traveller a link to place it with another card. Ask them to do it before the gear goes out.',
    es: 'La retención de la fianza no está hecha: enviamos al viajero un enlace para ponerla con otra tarjeta. Pídele que lo haga antes de entregar el equipo.',
  },
  no_show_due: {
    en: 'Nobody came and the wait after the expected arrival is over: call the family and record the call, then mark a no-show if they are not coming.',
    es: 'No ha venido nadie y la espera tras la llegada prevista ha terminado: llama a la familia y anota la llamada; si no va a venir, márcala como no presentada.',
  },
  claim_open: {
    en: 'A claim on the deposit waits for a decision: an admin keeps part of it or releases it from the booking.',
    es: 'Una reclamación sobre la fianza espera una decisión: un administrador se queda con parte o la libera desde la reserva.',
  },
}

/** A delivery is collected, not returned (translations/GLOSSARY.md). */
const LATE_COLLECTION: Record<Language, string> = {
  en: 'Past its collection time: call the traveller to arrange the collection, and check the gear in when it is back.',
  es: 'Pasada la hora de retirada: llama al viajero para acordar la retirada y registra el equipo cuando vuelva.',
}

/** Until when the family may answer a claim, on the location's clock. */
const ANSWER_BY: Record<Language, (time: string) => string> = {
  en: (time) => `The family may answer until ${time}.`,
  es: (time) => `La familia puede responder hasta el ${time}.`,
}

/** What to do about one booking: the kind's action, and for a claim until when the family may answer. */
export function actionFor({
  kind,
  booking,
  language,
}: {
  kind: AttentionKind
  booking: DeskBooking
  language: Language
}) {
  const delivered = booking.location_type === 'delivery'
  const action =
    kind === 'late_return' && delivered ? LATE_COLLECTION[language] : ACTIONS[kind][language]
  if (kind !== 'claim_open' || !booking.deposit_dispute_until) return action
  const time = formatDeadline({
    instant: new Date(booking.deposit_dispute_until),
    language,
    timeZone: booking.time_zone,
  })
  return `${action} ${ANSWER_BY[language](time)}`
}
