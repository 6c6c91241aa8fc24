import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'

// Written out in both languages side by side, like templates/bookings.ts.

/** What a waitlist offer email shows, each value already formatted in its language. */
export interface WaitlistOfferFacts {
  firstName: string
  gearName: string
  locationName: string
  pickup: string
  returnBy: string
  /** Units held for the family, and how many they asked for. */
  units: number
  wanted: number
  /** Until when the units are held, on the location's clock. */
  heldUntil: string
  /** The held quote, where the family books. */
  link: string
  /** Leaves the waitlist without signing in. */
  leaveLink: string
}

/** Units freed for a family on the waitlist are held for them: book, or leave the list. */
export function waitlistOfferEmail(language: Language, f: WaitlistOfferFacts): RenderedEmail {
  const es = language === 'es'
  const held = es
    ? f.units === f.wanted
      ? `Te guardamos ${f.units} × ${f.gearName} en ${f.locationName} para recoger ${f.pickup} y devolver ${f.returnBy}.`
      : `Se ha liberado parte de lo que pediste: te guardamos ${f.units} de ${f.wanted} × ${f.gearName} en ${f.locationName} para recoger ${f.pickup} y devolver ${f.returnBy}.`
    : f.units === f.wanted
      ? `We are holding ${f.units} × ${f.gearName} at ${f.locationName} for you, pickup ${f.pickup}, return ${f.returnBy}.`
      : `Part of what you asked for is free: we are holding ${f.units} of ${f.wanted} × ${f.gearName} at ${f.locationName} for you, pickup ${f.pickup}, return ${f.returnBy}.`
  return renderEmail({
    language,
    subject: es
      ? `${f.gearName} vuelve a estar disponible para tus fechas`
      : `${f.gearName} is free again for your dates`,
    greeting: es ? `Hola, ${f.firstName}:` : `Hello ${f.firstName},`,
    blocks: [
      held,
      es
        ? `Lo guardamos hasta ${f.heldUntil}. Si no reservas antes, se lo ofrecemos a la siguiente familia de la lista.`
        : `It is held until ${f.heldUntil}. If you do not book by then, we offer it to the next family on the list.`,
      { label: es ? 'Reservar lo que te guardamos' : 'Book what we hold for you', url: f.link },
      es
        ? 'Si ya no lo necesitas, sal de la lista de espera y lo liberamos para otra familia:'
        : 'No longer need it? Leave the waitlist and we free it for another family:',
      { label: es ? 'Salir de la lista de espera' : 'Leave the waitlist', url: f.leaveLink },
    ],
  })
}
