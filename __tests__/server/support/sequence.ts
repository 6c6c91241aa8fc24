/**
 * A deterministic pseudo-random sequence of whole numbers in [min, max], so a failure is replayed
 * by running the test again. It reads the generator's high bits: the low ones repeat in short
 * cycles (with them, an even number of choices would only ever pick the even ones).
 */
export function sequence(seed: number) {
  let state = seed
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return min + (Math.floor(state / 65_536) % (max - min + 1))
  }
}
