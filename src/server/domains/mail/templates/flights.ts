import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'
import { hello, summary, type BookingFacts } from './bookings'

/** What the family told us of the flight, and the arrival now expected (null when unknown). */
export interface FlightNewsFacts {
  status: 'delayed' | 'cancelled'
  arrival: string | null
}

const lead = (language: Language, f: BookingFacts & FlightNewsFacts) => {
  if (language === 'es') {
    if (f.status === 'cancelled') {
      return 'Sentimos que hayan cancelado tu vuelo. Puedes cancelar esta reserva sin coste desde la página de la reserva: te devolvemos el pago íntegro.'
    }
    return f.arrival
      ? `Gracias por avisarnos. Tu equipo te espera en ${f.locationName}: ahora te esperamos el ${f.arrival}.`
      : `Gracias por avisarnos. Tu equipo te espera en ${f.locationName} hasta el cierre del mostrador ese día; dinos la nueva hora cuando la sepas.`
  }
  if (f.status === 'cancelled') {
    return 'We are sorry your flight was cancelled. You can cancel this booking free of charge from the booking page: your payment is refunded in full.'
  }
  return f.arrival
    ? `Thank you for telling us. Your gear will wait for you at ${f.locationName}: we now expect you on ${f.arrival}.`
    : `Thank you for telling us. Your gear will wait for you at ${f.locationName} until the desk closes that day; tell us the new time when you know it.`
}

/** The family told us the flight lands late or is cancelled: the gear waits, or what they can do. */
export function flightNewsEmail(
  language: Language,
  f: BookingFacts & FlightNewsFacts,
): RenderedEmail {
  return renderEmail({
    language,
    subject:
      language === 'es'
        ? f.status === 'cancelled'
          ? `Vuelo cancelado: reserva ${f.reference}`
          : `Te esperamos: reserva ${f.reference}`
        : f.status === 'cancelled'
          ? `Flight cancelled: booking ${f.reference}`
          : `We will wait for you: booking ${f.reference}`,
    greeting: hello(language, f),
    blocks: [
      lead(language, f),
      summary(language, f),
      { label: language === 'es' ? 'Ver la reserva' : 'View the booking', url: f.link },
    ],
  })
}
