/**
 * Requests for fuzzing the API, generated from its own description: every route the app serves
 * (its OpenAPI document for the schemas, `printRoutes` for the routes it leaves out), each part
 * of a request either valid for the route's schema or hostile.
 */
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'

type JsonSchema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  examples?: unknown[]
}
interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  schema: JsonSchema
}
export interface Route {
  method: string
  /** With `{name}` for path parameters. */
  path: string
  parameters: Parameter[]
  body: JsonSchema | null
}

/** Every value the fuzzer feeds where the schema wants something sensible. */
const SQL = [
  "' OR '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(5)--',
  "admin'--",
  '" OR ""="',
  '1 UNION SELECT null, version()--',
]
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👨‍👩‍👧‍👦🧳',
  'Ｓｅｖｉｌｌａ',
  '__proto__',
]
const NUMBERS = [
  -1,
  -0,
  0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
]

function nested(depth: number): unknown {
  let value: unknown = 'deep'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

export const hostileString = fc.oneof(
  fc.constantFrom(...SQL, ...SCRIPT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 257, max: 100_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('', ' ', 'null', 'undefined', 'true', '-1', 'NaN', '1e999', '0x1F'),
)

/**
 * A value as text for a path or query string. String() throws on an object whose own
 * `toString` and `valueOf` are plain values, which fc.jsonValue can generate.
 */
function asText(value: unknown): string {
  try {
    return String(value)
  } catch {
    return JSON.stringify(value)
  }
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...NUMBERS, null, true, false, [], {}),
  fc.integer({ min: 2, max: 2_000 }).map(nested),
  fc.constant({ ['__proto__']: { admin: true }, constructor: { prototype: { admin: true } } }),
  fc.jsonValue({ maxDepth: 3 }),
)

function resolve(doc: OpenApi, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema
  const name = schema.$ref.split('/').pop()!
  return resolve(doc, doc.components?.schemas?.[name] ?? {})
}

/** A value the schema accepts (roughly: patterns and formats are honoured, not every keyword). */
export function validFor(doc: OpenApi, raw: JsonSchema): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw)
  const options: fc.Arbitrary<unknown>[] = []
  if (schema.examples?.length) options.push(fc.constantFrom(...schema.examples))
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (union) return fc.oneof(...union.map((part) => validFor(doc, part)))
  if (schema.allOf)
    return validFor(doc, Object.assign({}, ...schema.allOf.map((s) => resolve(doc, s))))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      options.push(
        schema.format === 'uuid'
          ? fc.uuid()
          : schema.format === 'email'
            ? fc.emailAddress()
            : schema.format === 'date-time'
              ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
              : schema.pattern
                ? fc.stringMatching(new RegExp(schema.pattern))
                : fc.string({
                    minLength: schema.minLength ?? 0,
                    maxLength: Math.min(schema.maxLength ?? 30, 60),
                  }),
      )
      break
    case 'integer':
    case 'number':
      options.push(fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 }))
      break
    case 'boolean':
      options.push(fc.boolean())
      break
    case 'null':
      options.push(fc.constant(null))
      break
    case 'array':
      options.push(
        fc.array(validFor(doc, schema.items ?? {}), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 6),
        }),
      )
      break
    case 'object':
      options.push(objectOf(doc, schema, (field) => validFor(doc, field)))
      break
    default:
      options.push(fc.jsonValue({ maxDepth: 2 }))
  }
  return fc.oneof(...options)
}

function objectOf(
  doc: OpenApi,
  schema: JsonSchema,
  field: (schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, part]) => [name, field(part)])),
    { requiredKeys: schema.required?.filter((name) => name in properties) ?? [] },
  )
}

/** Mostly what the schema wants, each field sometimes replaced by something hostile. */
export function fuzzedFor(doc: OpenApi, raw: JsonSchema): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw)
  const mixed =
    schema.type === 'object'
      ? objectOf(doc, schema, (part) => fuzzedFor(doc, part))
      : validFor(doc, schema)
  return fc.oneof({ arbitrary: mixed, weight: 4 }, { arbitrary: hostileValue, weight: 1 })
}

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>
  components?: { schemas?: Record<string, JsonSchema> }
}

/**
 * Every route the app serves, with its schemas from the OpenAPI document; routes hidden from
 * the document (hosted sandbox pages, API docs assets) come from `printRoutes`, schema-less.
 */
export async function appRoutes(app: FastifyInstance) {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as OpenApi
  const documented: Route[] = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body:
        (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> })?.content?.[
          'application/json'
        ]?.schema ?? null,
    })),
  )
  const known = new Set(documented.map((route) => `${route.method} ${route.path}`))
  const hidden = printedRoutes(app)
    .filter((route) => route.method !== 'HEAD' && !known.has(`${route.method} ${route.path}`))
    .map((route) => ({
      ...route,
      parameters: [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        in: 'path' as const,
        name: name!,
        schema: { type: 'string' },
      })),
      body: null,
    }))
  return { doc, routes: [...documented, ...hidden] }
}

/** Reads fastify's route tree: `├── /segment (GET, HEAD)` lines nested four columns a level. */
function printedRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = []
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    stack.length = depth
    const path = `${stack.join('')}${match[2]}`
    stack.push(match[2]!)
    const template = path.replace(/:(\w+)/g, '{$1}')
    for (const method of match[3]?.split(', ') ?? []) {
      if (!template.includes('*')) routes.push({ method, path: template })
    }
  }
  return routes
}

/** Percent-encoded; a lone surrogate becomes the bytes of one, which is not valid UTF-8. */
function encodePathPart(value: string) {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value]
      .map((char) =>
        /[\ud800-\udfff]/.test(char)
          ? Buffer.from([0xed, 0xa0 + ((char.charCodeAt(0) >> 6) & 0x1f), 0x80])
              .toString('hex')
              .replace(/../g, '%$&')
          : encodeURIComponent(char),
      )
      .join('')
  }
}

/** Values that exist in the database, so that fuzzed requests reach past the "not found". */
export type KnownValues = Record<string, string[]>

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json',
  'application/vnd.api+json',
  '*/*',
]

/** One request for a route: fuzzed path, query, headers and body, or a hostile whole. */
export function requestFor(
  doc: OpenApi,
  route: Route,
  known: KnownValues,
  auth: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<InjectOptions> {
  const part = (where: Parameter['in']) => route.parameters.filter((p) => p.in === where)
  const paramValue = (p: Parameter) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...(known[p.name] ?? ['x'])), weight: 3 },
      { arbitrary: validFor(doc, p.schema).map(asText), weight: 2 },
      { arbitrary: hostileString, weight: 1 },
    )
  const path = fc
    .tuple(...part('path').map((p) => paramValue(p).map((value) => [p.name, value] as const)))
    .map((pairs) =>
      pairs.reduce(
        (url, [name, value]) => url.replace(`{${name}}`, encodePathPart(value)),
        route.path,
      ),
    )
  const query = fc.oneof(
    { arbitrary: fc.constant(''), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          ...part('query').map((p) =>
            fc.option(fc.oneof(paramValue(p), hostileValue.map(asText)), { nil: undefined }),
          ),
        )
        .map((values) => {
          const search = new URLSearchParams()
          part('query').forEach(
            (p, i) => values[i] !== undefined && search.append(p.name, values[i]),
          )
          return search.toString()
        }),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom(
        'a=%E0%A4%A',
        '%',
        'x[]=1&x[]=2',
        'lang=en&lang=es&limit=1&limit=2',
      ),
      weight: 1,
    },
  )
  const headers = fc
    .tuple(
      auth,
      fc.option(fc.oneof(hostileString, fc.stringMatching(/^[A-Za-z0-9_.:-]{8,40}$/)), {
        nil: undefined,
      }),
      fc.option(fc.constantFrom('es', 'en-GB,en;q=0.9', '*', 'xx-invalid;q=abc', ';;;'), {
        nil: undefined,
      }),
    )
    .map(([authorization, key, language]) => ({
      ...authorization,
      ...(key !== undefined && /^[\x20-\x7e]*$/.test(key) ? { 'idempotency-key': key } : {}),
      ...(language ? { 'accept-language': language } : {}),
    }))
  const withBody = route.body !== null || route.method !== 'GET'
  const body: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = withBody
    ? fc.oneof(
        {
          arbitrary: (route.body ? fuzzedFor(doc, route.body) : hostileValue).map((value) => ({
            payload: JSON.stringify(value) ?? 'null',
            headers: { 'content-type': 'application/json' },
          })),
          weight: 6,
        },
        {
          arbitrary: fc
            .tuple(
              fc.constantFrom(...CONTENT_TYPES),
              fc.oneof(
                fc.constantFrom(
                  '{"a":',
                  '{"a":1}}',
                  '',
                  'null',
                  '[]',
                  '{"__proto__":{"x":1}}',
                  '{"a":1e999}',
                ),
                hostileString,
                fc.constant(`[${'1,'.repeat(140_000)}1]`),
              ),
            )
            .map(([type, payload]) => ({ payload, headers: { 'content-type': type } })),
          weight: 2,
        },
      )
    : fc.constant({})
  return fc.tuple(path, query, headers, body).map(([url, search, head, sent]) => ({
    method: route.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers: { ...head, ...(sent.headers ?? {}) },
    ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
  }))
}
