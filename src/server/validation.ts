import Ajv, { type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify'
import { AppError } from './errors'

/** Unknown fields are dropped, never stored: a client cannot slip in a field we do not expect. */
const shared: Options = { useDefaults: true, removeAdditional: 'all', allErrors: false }

/** JSON bodies are taken as sent: a number where a string belongs is an error, not coerced. */
const bodyAjv = addFormats(new Ajv({ ...shared, coerceTypes: false }))
/** Query strings and path parameters are text by nature, so they are coerced to their types. */
const urlAjv = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }))

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : urlAjv).compile(schema as object)

/** Where in a value a string holds U+0000, as a details path (`/to`, `/items/0/name`), or null. */
function nulAt(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at || '/' : null
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null
  for (const [key, part] of Object.entries(value)) {
    const found = key.includes('\u0000') ? `${at}/${key}` : nulAt(part, `${at}/${key}`)
    if (found) return found
  }
  return null
}

/**
 * PostgreSQL text cannot hold U+0000, so no string with one gets past this hook (run before
 * validation): the request gets a 400, never a database error.
 */
export async function rejectNulCharacters(request: FastifyRequest) {
  const parts = { params: request.params, querystring: request.query, body: request.body }
  for (const [source, value] of Object.entries(parts)) {
    const at = nulAt(value)
    if (at) {
      const message = 'Text cannot contain the NUL character (U+0000).'
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: `${source}${at}`, message }])
    }
  }
}
