/** Time as the app sees it; tests pass a fixed or advancing clock. */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
