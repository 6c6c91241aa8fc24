import { isValidEmail, isValidPhone } from '../../../shared/domain/contactRules'
import { unmetPasswordRequirements } from '../../../shared/domain/passwordRules'
import { AppError, badRequest } from '../../errors'

export function assertValidEmail(email: string) {
  if (!isValidEmail(email)) throw badRequest('INVALID_EMAIL', 'Please enter a valid email address.')
}

export function assertValidPhone(phone: string, field = 'phone') {
  if (!isValidPhone(phone)) {
    throw new AppError(400, 'INVALID_PHONE', 'Please enter a valid phone number', [
      { path: `body/${field}`, message: 'is not a valid phone number' },
    ])
  }
}

/**
 * Validation messages (docs/product.md): at least 8 characters, an uppercase, a lowercase, a number
 * and a special character.
 */
export function assertStrongPassword(password: string, field = 'password') {
  const unmet = unmetPasswordRequirements(password)
  if (unmet.length === 0) return
  const message = unmet.includes('length')
    ? 'Password must be at least 8 characters'
    : `Password needs: ${unmet.join(', ')}`
  throw new AppError(400, 'WEAK_PASSWORD', message, [
    { path: `body/${field}`, message: `missing: ${unmet.join(', ')}` },
  ])
}
