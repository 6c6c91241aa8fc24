/**
 * A family's children, as saved on their account (docs/safety.md, Child profiles): each field is
 * optional and asked only to pick a seat that fits. Shared by the form and the server, so both
 * refuse the same values with the same codes.
 */

export const CHILD_FIELDS = ['name', 'birth_month', 'height_cm', 'weight_kg'] as const
export type ChildField = (typeof CHILD_FIELDS)[number]

/** How many children one account may list. */
export const CHILDREN_PER_ACCOUNT = 8
export const CHILD_NAME_MAX_LENGTH = 40
/** Plausible measures of a child who still travels in a seat or a cot, inclusive. */
export const CHILD_HEIGHT_CM = { min: 30, max: 190 } as const
export const CHILD_WEIGHT_KG = { min: 1, max: 100 } as const
/** The oldest birth month a child may have: this many years back. */
export const CHILD_MAX_AGE_YEARS = 18

export const CHILD_ERROR_CODES = [
  /** The name or nickname is longer than CHILD_NAME_MAX_LENGTH (422). */
  'CHILD_NAME_TOO_LONG',
  /** Not a month (YYYY-MM), in the future, or more than 18 years ago (422). */
  'CHILD_BIRTH_MONTH_INVALID',
  /** A height outside CHILD_HEIGHT_CM (422). */
  'CHILD_HEIGHT_OUT_OF_RANGE',
  /** A weight outside CHILD_WEIGHT_KG, or with more than one decimal (422). */
  'CHILD_WEIGHT_OUT_OF_RANGE',
  /** The account already lists CHILDREN_PER_ACCOUNT children (409). */
  'CHILD_LIMIT_REACHED',
] as const
export type ChildErrorCode = (typeof CHILD_ERROR_CODES)[number]

/** A child as typed: every field may be missing or empty. */
export interface ChildDraft {
  name?: string | null
  birth_month?: string | null
  height_cm?: number | null
  weight_kg?: number | null
}

export type ChildProblem =
  | { field: 'name'; code: 'CHILD_NAME_TOO_LONG' }
  | { field: 'birth_month'; code: 'CHILD_BIRTH_MONTH_INVALID' }
  | { field: 'height_cm'; code: 'CHILD_HEIGHT_OUT_OF_RANGE' }
  | { field: 'weight_kg'; code: 'CHILD_WEIGHT_OUT_OF_RANGE' }

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Months since year 0, to compare two YYYY-MM months. */
const monthIndex = (month: string) => {
  const [, year, number] = MONTH.exec(month)!
  return Number(year) * 12 + Number(number) - 1
}

function birthMonthAllowed(month: string, thisMonth: string) {
  if (!MONTH.test(month)) return false
  const age = monthIndex(thisMonth) - monthIndex(month)
  return age >= 0 && age <= CHILD_MAX_AGE_YEARS * 12
}

/** Within the range, inclusive, with one decimal at most (98.5 cm, 14.2 kg). */
const plausible = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) &&
  value >= min &&
  value <= max &&
  Math.abs(value * 10 - Math.round(value * 10)) < 1e-9

/** Every rule a child's details break, in the order of CHILD_FIELDS; `thisMonth` is YYYY-MM. */
export function findChildProblems(draft: ChildDraft, thisMonth: string): ChildProblem[] {
  const problems: ChildProblem[] = []
  if ((draft.name?.trim() ?? '').length > CHILD_NAME_MAX_LENGTH) {
    problems.push({ field: 'name', code: 'CHILD_NAME_TOO_LONG' })
  }
  if (draft.birth_month && !birthMonthAllowed(draft.birth_month, thisMonth)) {
    problems.push({ field: 'birth_month', code: 'CHILD_BIRTH_MONTH_INVALID' })
  }
  if (draft.height_cm != null && !plausible(draft.height_cm, CHILD_HEIGHT_CM)) {
    problems.push({ field: 'height_cm', code: 'CHILD_HEIGHT_OUT_OF_RANGE' })
  }
  if (draft.weight_kg != null && !plausible(draft.weight_kg, CHILD_WEIGHT_KG)) {
    problems.push({ field: 'weight_kg', code: 'CHILD_WEIGHT_OUT_OF_RANGE' })
  }
  return problems
}

/** A child's details tidied for storing (empty text as null); call it only without problems. */
export function normaliseChild(draft: ChildDraft): Required<ChildDraft> {
  const name = draft.name?.trim().replace(/\s+/g, ' ')
  return {
    name: name || null,
    birth_month: draft.birth_month || null,
    height_cm: draft.height_cm ?? null,
    weight_kg: draft.weight_kg ?? null,
  }
}
