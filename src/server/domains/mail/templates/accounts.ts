import type { Language } from '../../../../shared/domain/languages'
import { renderEmail, type RenderedEmail } from '../layout'

interface Person {
  firstName: string
}

// Each email is written out whole in both languages, alike in shape on purpose: the texts are
// what a reader checks and translates side by side.

export function activationEmail(
  language: Language,
  { firstName, link }: Person & { link: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: 'Activa tu cuenta de TinyTrip',
        greeting: `Hola, ${firstName}:`,
        blocks: [
          'Gracias por registrarte. Confirma tu dirección de correo para empezar a reservar.',
          { label: 'Activar mi cuenta', url: link },
          'El enlace caduca en 48 horas. Si no has creado una cuenta, ignora este mensaje.',
        ],
      })
    : renderEmail({
        language,
        subject: 'Activate your TinyTrip account',
        greeting: `Hello ${firstName},`,
        blocks: [
          'Thank you for signing up. Confirm your email address to start booking.',
          { label: 'Activate my account', url: link },
          'The link expires in 48 hours. If you did not create an account, ignore this email.',
        ],
      })
}

/** Sent instead of a second account when someone signs up with an address we already know. */
export function signupAttemptEmail(
  language: Language,
  { firstName, loginLink, resetLink }: Person & { loginLink: string; resetLink: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: 'Ya tienes una cuenta en TinyTrip',
        greeting: `Hola, ${firstName}:`,
        blocks: [
          'Alguien ha intentado crear una cuenta nueva con esta dirección de correo, pero ya tienes una.',
          { label: 'Iniciar sesión', url: loginLink },
          { label: 'Restablecer mi contraseña', url: resetLink },
          'Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.',
        ],
      })
    : renderEmail({
        language,
        subject: 'You already have a TinyTrip account',
        greeting: `Hello ${firstName},`,
        blocks: [
          'Someone tried to create a new account with this email address, but you already have one.',
          { label: 'Log in', url: loginLink },
          { label: 'Reset my password', url: resetLink },
          'If this was not you, there is nothing to do: your account is unchanged.',
        ],
      })
}

export function passwordResetEmail(
  language: Language,
  { firstName, link }: Person & { link: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: 'Restablece tu contraseña de TinyTrip',
        greeting: `Hola, ${firstName}:`,
        blocks: [
          'Hemos recibido una solicitud para restablecer tu contraseña.',
          { label: 'Elegir una contraseña nueva', url: link },
          'El enlace caduca en 1 hora y solo se puede usar una vez. Si no lo has pedido tú, ignora este mensaje.',
        ],
      })
    : renderEmail({
        language,
        subject: 'Reset your TinyTrip password',
        greeting: `Hello ${firstName},`,
        blocks: [
          'We received a request to reset your password.',
          { label: 'Choose a new password', url: link },
          'The link expires in 1 hour and works once. If you did not ask for it, ignore this email.',
        ],
      })
}

export function passwordChangedEmail(
  language: Language,
  { firstName, resetLink }: Person & { resetLink: string },
): RenderedEmail {
  return language === 'es'
    ? renderEmail({
        language,
        subject: 'Tu contraseña de TinyTrip ha cambiado',
        greeting: `Hola, ${firstName}:`,
        blocks: [
          'Tu contraseña se ha cambiado y hemos cerrado la sesión en todos tus dispositivos.',
          'Si no has sido tú, restablécela ahora y escríbenos a hello@tinytrip.es.',
          { label: 'Restablecer mi contraseña', url: resetLink },
        ],
      })
    : renderEmail({
        language,
        subject: 'Your TinyTrip password was changed',
        greeting: `Hello ${firstName},`,
        blocks: [
          'Your password was changed and you have been signed out on every device.',
          'If this was not you, reset it now and write to us at hello@tinytrip.es.',
          { label: 'Reset my password', url: resetLink },
        ],
      })
}
