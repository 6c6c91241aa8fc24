/**
 * Personal data and secrets out of actions and state, for support reports and Redux DevTools.
 * Values are replaced by a fixed marker and the shape is kept, so reducers still run on the
 * result: strings become REDACTED, numbers 0; objects and arrays under a sensitive key keep
 * their keys with every value replaced.
 *
 * A form's draft (any value under a `draft` key) keeps its shape instead: each letter becomes
 * x or X, each digit 0, everything else stays. Length, filled or empty, and validity stay as
 * typed (the rules look only at kinds of characters and length), so a replay shows the message
 * the traveller saw, never what they typed.
 */
export const REDACTED = '[redacted]'

/** Key fragments (lower case, without _ or -) whose values are never kept. */
const SENSITIVE_KEY_PARTS = [
  'password',
  'token',
  'email',
  'phone',
  'passport',
  'birth',
  'address',
  'emergency',
  'card',
  'cvc',
  'cvv',
  'iban',
  'notes',
  'flight',
  'firstname',
  'lastname',
  // A delivery address's parts, wherever they appear outside an `address` key.
  'street',
  'postalcode',
  'placename',
  'instructions',
  // Who an invoice is issued to.
  'billingdetails',
  'taxid',
  // A family's children, as listed on the account and as sent to the server.
  'children',
  'childprofile',
  // The rental agreement at check-out: who signs and the drawn signature (an image of it).
  'signer',
  'signaturepng',
]
/** Keys that name a time, not a secret (accessTokenExpiresAt). */
const HARMLESS_KEY_PARTS = ['expiresat']

const EMAIL_PATTERN = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[a-z]{2,}/gi
const JWT_PATTERN = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g
/** Endpoints whose whole argument is a secret that is not under a key (the activation code). */
const SECRET_ARGUMENT_ENDPOINTS = ['activateAccount']
/** Their RTK Query cache keys: the same names, written out (see SECRET_ARGUMENT_ENDPOINTS). */
const SECRET_CACHE_KEY = /^(activateAccount)\(.*\)$/

export function isSensitiveKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[_-]/g, '')
  return (
    SENSITIVE_KEY_PARTS.some((part) => normalised.includes(part)) &&
    !HARMLESS_KEY_PARTS.some((part) => normalised.includes(part))
  )
}

/** Emails and tokens inside free text, and RTK Query cache keys that spell a secret argument. */
function scrubText(text: string): string {
  if (SECRET_CACHE_KEY.test(text)) return text.replace(SECRET_CACHE_KEY, `$1("${REDACTED}")`)
  return text.replace(EMAIL_PATTERN, REDACTED).replace(JWT_PATTERN, REDACTED)
}

type Mode = 'scrub' | 'redact' | 'mask'

/** "+34 612-345" -> "+00 000-000", "Lucía BA123" -> "Xxxxx XX000". */
export const maskText = (text: string) =>
  text.replace(/\p{L}|\p{N}/gu, (c) => (/\p{N}/u.test(c) ? '0' : c === c.toLowerCase() ? 'x' : 'X'))

// Results for frozen objects (store state never changes), so a state is walked once per change.
// Marked pure: a bundle that imports this file without calling it (DevTools' options in a
// production build) drops it whole.
const memo: Record<Mode, WeakMap<object, unknown>> = {
  scrub: /*#__PURE__*/ new WeakMap(),
  redact: /*#__PURE__*/ new WeakMap(),
  mask: /*#__PURE__*/ new WeakMap(),
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

function walk(value: unknown, mode: Mode): unknown {
  if (typeof value === 'string') {
    return mode === 'mask' ? maskText(value) : mode === 'redact' ? REDACTED : scrubText(value)
  }
  if (typeof value === 'number') return mode === 'scrub' ? value : 0
  if (value === null || typeof value !== 'object') return value
  const cached = memo[mode].get(value)
  if (cached !== undefined) return cached
  let result: unknown = value
  if (Array.isArray(value)) {
    result = value.map((item) => walk(item, mode))
  } else if (isPlainObject(value)) {
    const secretArgument =
      typeof value.endpointName === 'string' &&
      SECRET_ARGUMENT_ENDPOINTS.includes(value.endpointName)
    const entries = Object.entries(value).map(([key, item]) => {
      const redactItem =
        mode === 'redact' || isSensitiveKey(key) || (secretArgument && key === 'originalArgs')
      const itemMode: Mode =
        mode === 'mask' || (key === 'draft' && mode === 'scrub')
          ? 'mask'
          : redactItem
            ? 'redact'
            : 'scrub'
      return [mode === 'mask' ? key : scrubText(key), walk(item, itemMode)]
    })
    result = Object.fromEntries(entries)
  }
  if (Object.isFrozen(value)) memo[mode].set(value, result)
  return result
}

/** A copy of `value` with no secrets or personal data, in the same shape. */
export function sanitize<T>(value: T): T {
  return walk(value, 'scrub') as T
}
