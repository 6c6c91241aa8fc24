/**
 * The safety record of a unit (docs/safety.md, Safety records): what an inspection checks, the
 * incidents staff record, and why a unit may be kept from going out.
 */

/** What an inspection of a seat checks, each item ticked by staff; all are required. */
export const SEAT_CHECKLIST = [
  'shell',
  'harness',
  'buckle',
  'adjusters',
  'base',
  'labels',
  'cleaned',
] as const
export type ChecklistItem = (typeof SEAT_CHECKLIST)[number]

/** The checks of a seat's inspection not ticked, in the checklist's order. */
export const missingChecks = (ticked: readonly string[]) =>
  SEAT_CHECKLIST.filter((item) => !ticked.includes(item))

/** Categories a safety record applies to: a crash retires them, inspections are required. */
export const SEAT_CATEGORIES = ['car_seat', 'booster_seat'] as const
export const isSeatCategory = (category: string) =>
  (SEAT_CATEGORIES as readonly string[]).includes(category)

export const INCIDENT_KINDS = ['crash', 'damage'] as const
export type IncidentKind = (typeof INCIDENT_KINDS)[number]

/** The unit's own reasons it is kept from going out from a day on, set by its safety record. */
export const SAFETY_HOLD_REASONS = ['expired', 'inspection_due'] as const
export type SafetyHoldReason = (typeof SAFETY_HOLD_REASONS)[number]

/** The Maintenance list looks this many days ahead for expiries. */
export const EXPIRY_WARNING_DAYS = 30
