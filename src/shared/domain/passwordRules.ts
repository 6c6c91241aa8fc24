import { PASSWORD_MIN_LENGTH } from './constants'

/** Validation messages (docs/product.md): signup requirements, in the order the form lists them. */
export const PASSWORD_REQUIREMENTS = [
  { id: 'length', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { id: 'number', test: (p: string) => /\p{Nd}/u.test(p) },
  { id: 'special', test: (p: string) => /[^\p{L}\p{Nd}\s]/u.test(p) },
] as const

export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number]['id']
export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong'

/** Longest password we accept: hashing cost must not be a lever for abuse. */
export const PASSWORD_MAX_LENGTH = 128

export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  return PASSWORD_REQUIREMENTS.filter((rule) => !rule.test(password)).map((rule) => rule.id)
}

/**
 * Weak: two requirements or fewer met; fair: three; good: four, or all five under 12
 * characters; strong: all five and at least 12 characters.
 */
export function passwordStrength(password: string): PasswordStrength {
  const met = PASSWORD_REQUIREMENTS.length - unmetPasswordRequirements(password).length
  if (met <= 2) return 'weak'
  if (met === 3) return 'fair'
  if (met === 4 || password.length < 12) return 'good'
  return 'strong'
}
