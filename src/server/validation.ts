import Ajv, { type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'

/** Unknown fields are dropped, never stored: a client cannot slip in a field we do not expect. */
const shared: Options = { useDefaults: true, removeAdditional: 'all', allErrors: false }

/** JSON bodies are taken as sent: a number where a string belongs is an error, not coerced. */
const bodyAjv = addFormats(new Ajv({ ...shared, coerceTypes: false }))
/** Query strings and path parameters are text by nature, so they are coerced to their types. */
const urlAjv = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }))

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : urlAjv).compile(schema as object)
