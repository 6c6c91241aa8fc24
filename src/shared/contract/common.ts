import { Type, type Static } from 'typebox'
import { DATE_PATTERN, TIME_PATTERN } from '../domain/operatingHours'

/** The one shape every API error leaves the server in. */
export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    statusCode: Type.Integer({ description: 'HTTP status, repeated for clients that lose it.' }),
    code: Type.String({ description: 'Stable machine code, e.g. VALIDATION_FAILED.' }),
    message: Type.String({ description: 'Human-readable explanation in English.' }),
    details: Type.Optional(
      Type.Array(Type.Object({ path: Type.String(), message: Type.String() }), {
        description: 'Which inputs were rejected, for validation errors.',
      }),
    ),
  },
  { $id: 'ErrorResponse', title: 'Error' },
)
export type ErrorResponse = Static<typeof ErrorResponse>

/** The error answers a route documents, each in the one error shape: `errorResponses(400, 404)`. */
export function errorResponses<const Status extends readonly number[]>(...statuses: Status) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as {
    [S in Status[number]]: typeof ErrorResponse
  }
}

export const LocalizedText = Type.Object(
  { en: Type.String(), es: Type.String() },
  { description: 'The same text in English and Spanish.' },
)
export type LocalizedText = Static<typeof LocalizedText>

export const IsoDate = Type.String({
  pattern: DATE_PATTERN,
  description: 'Calendar date, YYYY-MM-DD.',
  examples: ['2027-04-12'],
})
export const ClockTime = Type.String({
  pattern: TIME_PATTERN,
  description: 'Local time at the location, HH:mm (24-hour).',
  examples: ['10:30'],
})

export const LanguageQuery = Type.Optional(
  Type.Union([Type.Literal('en'), Type.Literal('es')], {
    description: 'Language of translated texts; overrides Accept-Language. Default en.',
  }),
)
