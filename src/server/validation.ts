import Ajv, { type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'

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
