import type { FastifyRequest } from 'fastify'
import { AppError } from './errors'

/** Text PostgreSQL cannot keep as sent, and how the refusal says so. */
const UNSTORABLE = [
  {
    test: (text: string) => text.includes('\u0000'),
    message: 'Text cannot contain the NUL character (U+0000).',
  },
  {
    // With the `u` flag a pair of surrogates is one character: only a lone one matches.
    test: (text: string) => /\p{Surrogate}/u.test(text),
    message: 'Text cannot contain an unpaired UTF-16 surrogate (\\uD800 to \\uDFFF).',
  },
]

const unstorable = (text: string) => UNSTORABLE.find((kind) => kind.test(text))?.message

/**
 * Where in a value a string (or a key) holds text PostgreSQL cannot keep, as a details path
 * (`/to`, `/items/0/name`) with the reason, or null. Walks with a stack of its own, so no input
 * can exhaust the call stack.
 */
function unstorableAt(root: unknown): { at: string; message: string } | null {
  const pending: [unknown, string][] = [[root, '']]
  while (pending.length > 0) {
    const [value, at] = pending.pop()!
    if (typeof value === 'string') {
      const message = unstorable(value)
      if (message) return { at: at || '/', message }
      continue
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue
    for (const [key, part] of Object.entries(value)) {
      const message = unstorable(key)
      if (message) return { at: `${at}/${key}`, message }
      pending.push([part, `${at}/${key}`])
    }
  }
  return null
}

/**
 * PostgreSQL text cannot hold U+0000, and neither text nor jsonb a lone UTF-16 surrogate (text
 * would keep U+FFFD, jsonb refuses it), so no string with one gets past this hook (run before
 * validation): the request gets a 400 naming the field, never a database error.
 */
export async function rejectUnstorableText(request: FastifyRequest) {
  const parts = { params: request.params, querystring: request.query, body: request.body }
  for (const [source, value] of Object.entries(parts)) checkStorable(value, source)
}

/** The same check for a body a route parses itself (a signed webhook's raw bytes). */
export function checkStorable(value: unknown, source: string) {
  const found = unstorableAt(value)
  if (found) {
    const { at, message } = found
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: `${source}${at}`, message }])
  }
}
