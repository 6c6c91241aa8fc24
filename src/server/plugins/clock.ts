import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The time as the server sees it; tests pass a fixed clock so date rules are repeatable. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export const clockPlugin = fp(
  async (app: FastifyInstance, { clock }: { clock: Clock }) => {
    app.decorate('clock', clock)
  },
  { name: 'clock' },
)

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock
  }
}
