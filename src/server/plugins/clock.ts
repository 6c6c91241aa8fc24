import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The time as the server sees it; tests pass a fixed clock so date rules are repeatable. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/**
 * The clock of a development or test server with TEST_CLOCK on: `base` plus an offset that
 * /api/test-clock changes while the server runs.
 */
export interface SettableClock extends Clock {
  /** From now on `now()` reads `instant`, and moves on from there as `base` does. */
  set(instant: Date): void
  /** Back to `base`. */
  reset(): void
}

export function settableClock(base: Clock = systemClock): SettableClock {
  let offsetMs = 0
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    set: (instant) => {
      offsetMs = instant.getTime() - base.now().getTime()
    },
    reset: () => {
      offsetMs = 0
    },
  }
}

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
