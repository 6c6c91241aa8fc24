import { Type, type Static } from 'typebox'
import { DATE_PATTERN, TIME_PATTERN } from '../domain/operatingHours'

/** One gear whose free units fall short of what a rental asks for (409 INSUFFICIENT_STOCK). */
export const StockShortage = Type.Object(
  {
    gear_id: Type.String(),
    requested: Type.Integer({ description: 'Units the rental asks for.' }),
    available: Type.Integer({ description: 'Units free for the whole period.' }),
  },
  { title: 'Stock shortage' },
)
export type StockShortage = Static<typeof StockShortage>

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
    shortages: Type.Optional(
      Type.Array(StockShortage, {
        description: 'With 409 INSUFFICIENT_STOCK: every gear short of units, with the numbers.',
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
