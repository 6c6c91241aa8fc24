import { Type, type Static } from 'typebox'

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  uptime_seconds: Type.Number(),
  version: Type.String(),
})
export type HealthResponse = Static<typeof HealthResponse>

export const ReadyResponse = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
})
export type ReadyResponse = Static<typeof ReadyResponse>
