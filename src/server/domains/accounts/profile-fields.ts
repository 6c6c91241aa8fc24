import { AppError } from '../../errors'

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path: `body/${field}`, message }])

/** Blank optional text becomes null; the rest is trimmed. */
export const text = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim()

export function required(field: string, value: string | undefined) {
  if (value === undefined) return undefined
  if (value.trim() === '') throw invalid(field, `${field} cannot be empty`)
  return value.trim()
}

export function dateOfBirth(value: string | null | undefined, today: string) {
  const date = text(value)
  if (date == null) return date
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
    new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)
  if (!valid || date < '1900-01-01' || date > today) {
    throw new AppError(400, 'INVALID_DATE', 'Please enter a valid date of birth (YYYY-MM-DD).')
  }
  return date
}

export function imageUrl(value: string | null | undefined) {
  const url = text(value)
  if (url == null) return url
  if (!/^https:\/\/[^\s]+$/i.test(url) && !/^\/[^/\s][^\s]*$/.test(url)) {
    throw invalid('profile_image_url', 'The profile image must be an https:// address')
  }
  return url
}

export function passport(value: string | null | undefined) {
  const number = text(value)
  if (number == null) return number
  const normalised = number.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z0-9]{5,20}$/.test(normalised)) {
    throw invalid('passport_number', 'A passport number has 5 to 20 letters and digits')
  }
  return normalised
}
