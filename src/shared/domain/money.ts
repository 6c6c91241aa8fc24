/**
 * Money is integer cents throughout. Divisions round half up to the cent (amounts are never
 * negative here), so every total is reproducible to the cent on any machine.
 */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2))
}

/** `amount` less `percent` %, to the cent. */
export const percentOff = (amount: number, percent: number) =>
  divideRoundingHalfUp(amount * (100 - percent), 100)

/**
 * The VAT inside a VAT-included amount, for a rate in basis points (2100 = 21 %):
 * amount × rate / (10 000 + rate), rounded half up. 121.00 € at 21 % holds 21.00 € of VAT.
 */
export const includedVat = (amount: number, rateBasisPoints: number) =>
  divideRoundingHalfUp(amount * rateBasisPoints, 10_000 + rateBasisPoints)
