import { randomInt } from 'node:crypto'

/** No 0/O or 1/I, so a reference read over the phone is not misheard. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A short booking reference people can read out and type: TT- and six characters. */
export function newBookingReference(): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `TT-${code}`
}
