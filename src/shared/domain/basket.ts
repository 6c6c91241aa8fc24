/** Rules of the basket shared by the basket machine and the server. */

export interface BasketLine {
  gear_id: string
  quantity: number
  pickup_location_code: string
  start_date: string
  end_date: string
  pickup_time: string
  return_time: string
}

/** The rental an item belongs to: where and when. */
export const rentalKey = (line: Omit<BasketLine, 'gear_id' | 'quantity'>) =>
  [
    line.pickup_location_code,
    line.start_date,
    line.pickup_time,
    line.end_date,
    line.return_time,
  ].join('|')

/**
 * Same gear, location, dates and times: adding it again adds to its quantity (docs/product.md,
 * State machines).
 */
export const isSameRental = (a: BasketLine, b: BasketLine) =>
  a.gear_id === b.gear_id && rentalKey(a) === rentalKey(b)

/**
 * What the basket's price depends on, as one string: equal baskets have equal signatures, in any
 * order of items. Repricing is skipped when the signature has not changed.
 */
export function basketSignature(lines: readonly BasketLine[]): string {
  return lines
    .filter((line) => line.quantity > 0)
    .map((line) => `${rentalKey(line)}|${line.gear_id}x${line.quantity}`)
    .sort()
    .join(';')
}

/**
 * The pricing request's gear list: each gear id repeated once per unit (docs/product.md, Calls).
 */
export const repeatedGearIds = (lines: readonly BasketLine[]) =>
  lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.gear_id))

/**
 * The basket as a pricing or quote request: its gear ids repeated per unit and the rental of
 * its items (one rental per basket); null for an empty basket.
 */
export function basketRentalRequest(lines: readonly BasketLine[]) {
  const [first] = lines
  if (!first) return null
  return {
    gear_ids: repeatedGearIds(lines),
    pickup_location_code: first.pickup_location_code,
    start_date: first.start_date,
    end_date: first.end_date,
    pickup_time: first.pickup_time,
    return_time: first.return_time,
  }
}

/** How many units a request asks for of each gear, in the order they first appear. */
export function countUnits(gearIds: readonly string[]): Map<string, number> {
  const units = new Map<string, number>()
  for (const id of gearIds) units.set(id, (units.get(id) ?? 0) + 1)
  return units
}

/**
 * Validation messages (docs/product.md): stock message, from the numbers the server (or the last
 * search) gave.
 */
export const stockMessage = (requested: number, available: number) =>
  `Not enough stock available. Requested: ${requested}, Available: ${available}`
