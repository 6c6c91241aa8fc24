/**
 * Which child a car seat or booster fits, by the standard it is approved to: UN R129 (i-Size) by
 * the child's height, R44 by weight group. One rule for the server (the quote's warnings) and the
 * client (suggestions and the basket's warnings).
 */

/** Spanish law: a child up to this height travels in an approved child restraint. */
export const CHILD_RESTRAINT_HEIGHT_CM = 135

/** R44's weight groups and the weights (kg, inclusive) each covers. */
export const R44_GROUPS = {
  '0': [0, 10],
  '0+': [0, 13],
  '0+/1': [0, 18],
  '1': [9, 18],
  '1/2/3': [9, 36],
  '2': [15, 25],
  '2/3': [15, 36],
  '3': [22, 36],
} as const satisfies Record<string, readonly [number, number]>
export type R44Group = keyof typeof R44_GROUPS

/** The approval a seat product carries. */
export type SeatApproval =
  | { standard: 'R129'; min_height_cm: number; max_height_cm: number }
  | { standard: 'R44'; group: R44Group }

/** What a family told us of a child; any of it may be missing. */
export interface ChildMeasures {
  height_cm?: number | null
  weight_kg?: number | null
}

/** `unknown` when the child's measure the standard goes by was not given. */
export type SeatFit = 'fits' | 'too_small' | 'too_big' | 'unknown'

function within(value: number | null | undefined, [min, max]: readonly [number, number]): SeatFit {
  if (value === null || value === undefined) return 'unknown'
  if (value < min) return 'too_small'
  if (value > max) return 'too_big'
  return 'fits'
}

/** How a seat fits a child: R129 by height, R44 by weight, both ends of the range included. */
export function seatFit(approval: SeatApproval, child: ChildMeasures): SeatFit {
  return approval.standard === 'R129'
    ? within(child.height_cm, [approval.min_height_cm, approval.max_height_cm])
    : within(child.weight_kg, R44_GROUPS[approval.group])
}

export interface SeatChoice {
  gear_id: string
  approval: SeatApproval
  quantity: number
}

export type SeatWarning =
  | { kind: 'fits_no_child'; gear_id: string }
  | { kind: 'child_without_seat'; children_without_seat: number }

/**
 * What to warn a family of (never to block): a chosen seat that fits none of its children whose
 * measure we know, and, in a booking with seats, fewer seats than children who need one (known to
 * be under 135 cm). No children listed, no warnings.
 */
export function seatWarnings(seats: SeatChoice[], children: ChildMeasures[]): SeatWarning[] {
  if (children.length === 0 || seats.length === 0) return []
  const warnings: SeatWarning[] = seats
    .filter(({ approval }) => {
      const fits = children.map((child) => seatFit(approval, child))
      return !fits.includes('unknown') && !fits.includes('fits')
    })
    .map(({ gear_id }) => ({ kind: 'fits_no_child', gear_id }))
  const needing = children.filter(
    (child) => child.height_cm != null && child.height_cm < CHILD_RESTRAINT_HEIGHT_CM,
  ).length
  const seatCount = seats.reduce((sum, seat) => sum + seat.quantity, 0)
  if (needing > seatCount) {
    warnings.push({ kind: 'child_without_seat', children_without_seat: needing - seatCount })
  }
  return warnings
}

/**
 * The seats that fit a child, safest first: a child stays in the earlier stage (a harness, rear
 * facing) as long as it fits, so the seat whose range ends soonest comes first.
 */
export function seatsThatFit<Seat extends { approval: SeatApproval }>(
  seats: Seat[],
  child: ChildMeasures,
): Seat[] {
  const rangeEnd = ({ approval }: Seat) =>
    approval.standard === 'R129' ? approval.max_height_cm : R44_GROUPS[approval.group][1]
  return seats
    .filter((seat) => seatFit(seat.approval, child) === 'fits')
    .sort((a, b) => rangeEnd(a) - rangeEnd(b))
}
