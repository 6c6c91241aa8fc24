/** Validation shared by the forms and the server: email, phone and flight numbers. */

export const EMAIL_MAX_LENGTH = 254

/** Trimmed and lower-cased, so one address is one account however it is typed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function isValidEmail(email: string): boolean {
  const value = email.trim()
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value)
}

/**
 * International formats: an optional `+` (or `00`), then 7 to 15 digits (the E.164 maximum),
 * with spaces, dots, dashes and one pair of brackets allowed as separators.
 */
export function isValidPhone(phone: string): boolean {
  const value = phone.trim()
  if (value.length > 32 || !/^(\+|00)?[\d\s().-]+$/.test(value)) return false
  if ((value.match(/\(/g) ?? []).length > 1 || (value.match(/\)/g) ?? []).length > 1) return false
  const digits = value.replace(/^\+|^00/, '').replace(/\D/g, '')
  return digits.length >= 7 && digits.length <= 15
}
