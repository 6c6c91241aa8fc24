/**
 * The seed of a property-based suite: RELIABILITY_SEED to replay a run, otherwise a new one each
 * run. It is printed either way, so any failure can be replayed.
 */
export function reliabilitySeed(suite: string): number {
  const given = process.env.RELIABILITY_SEED
  const seed = given ? Number(given) : Math.floor(Math.random() * 2 ** 31)
  if (!Number.isInteger(seed)) throw new Error(`RELIABILITY_SEED must be an integer, got ${given}`)
  process.stdout.write(`${suite}: seed ${seed} (replay with RELIABILITY_SEED=${seed})\n`)
  return seed
}
