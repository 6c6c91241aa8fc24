/** The kinds of gear we rent and the age groups they fit. */
export const GEAR_CATEGORIES = [
  'car_seat',
  'booster_seat',
  'stroller',
  'travel_cot',
  'high_chair',
] as const
export type GearCategory = (typeof GEAR_CATEGORIES)[number]

export const AGE_GROUPS = ['infant', 'toddler', 'child'] as const
export type AgeGroup = (typeof AGE_GROUPS)[number]

export const LOCATION_TYPES = ['collection', 'delivery'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]

/** Gear codes look like ZCS123-K: Z, two letters for the kind, three digits, a dash, a letter. */
export const GEAR_CODE_PATTERN = '^Z[A-Z]{2}[0-9]{3}-[A-Z]$'
