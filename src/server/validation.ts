import Ajv, { type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify'
import { AppError } from './errors'

/** Unknown fields are dropped, never stored: a client cannot slip in a field we do not expect. */
const shared: Options = { useDefaults: true, removeAdditional: 'all', allErrors: false }

/** JSON bodies are taken as sent: a number where a string belongs is an error, not coerced. */
const bodyAjv = addFormats(new Ajv({ ...shared, coerceTypes: false }))
/** Query strings and path parameters are text by nature, so they are coerced to their types. */
const urlAjv = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }))

/** How a number is written in an address: digits only, as a safe integer (or a decimal). */
const WRITTEN_NUMBER = { integer: /^-?\d{1,15}$/, number: /^-?\d{1,15}(\.\d{1,15})?$/ }

type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema> }

/**
 * A query or path validator that first insists every number is written in plain digits, so
 * `Infinity`, `1e999`, `0x10` or `NaN` are refused (400) before they are coerced to numbers
 * that no bound catches.
 */
function urlValidator(schema: JsonSchema) {
  const validate = urlAjv.compile(schema)
  const numbers = Object.entries(schema.properties ?? {}).flatMap(([name, field]) =>
    field.type === 'integer' || field.type === 'number'
      ? [{ name, pattern: WRITTEN_NUMBER[field.type] }]
      : [],
  )
  if (numbers.length === 0) return validate
  const checked = (data: Record<string, unknown> | undefined) => {
    for (const { name, pattern } of numbers) {
      const raw = data?.[name]
      const values = Array.isArray(raw) ? raw : [raw]
      if (values.some((value) => typeof value === 'string' && !pattern.test(value))) {
        checked.errors = [
          {
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}/type`,
            keyword: 'type',
            params: {},
            message: 'must be a whole number written in digits',
          },
        ]
        return false
      }
    }
    const valid = validate(data)
    checked.errors = validate.errors
    return valid
  }
  checked.errors = null as typeof validate.errors
  return checked
}

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodyAjv.compile(schema as object) : urlValidator(schema as JsonSchema)

/** JSON bodies nest at most this deep: every body we accept needs a handful of levels. */
export const MAX_JSON_DEPTH = 32

/**
 * How deep a JSON text nests, counted over its characters (no recursion, no parsing), stopping
 * as soon as it passes `limit`.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true
    } else if (char === 0x5d || char === 0x7d) depth--
  }
  return false
}

/**
 * JSON bodies are measured before they are parsed or walked: too deep a body is a 400
 * JSON_TOO_DEEP, never a stack exhausted somewhere later.
 */
export function parseJsonWithinDepth(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body)
    if (jsonDepthExceeds(text)) {
      const message = `JSON bodies may nest at most ${MAX_JSON_DEPTH} levels deep.`
      return done(new AppError(400, 'JSON_TOO_DEEP', message), undefined)
    }
    parseJson(request, text, done)
  })
}

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
  for (const [source, value] of Object.entries(parts)) {
    const found = unstorableAt(value)
    if (found) {
      const { at, message } = found
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: `${source}${at}`, message }])
    }
  }
}
