/**
 * Opening hours of a pickup location, in the location's own time zone.
 * `operating_hours` maps each weekday to one opening window `{ open, close }` (`HH:mm`, 24-hour
 * clock, close after open) or `null` when the desk is closed all that weekday.
 * `closed_days` lists extra closing dates (`YYYY-MM-DD`), such as public holidays.
 */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export interface OpeningWindow {
  open: string
  close: string
}

export type OperatingHours = Record<Weekday, OpeningWindow | null>

export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$'
export const DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'

/** What the rental rules need to know about a pickup location. */
export interface OpeningSchedule {
  time_zone: string
  operating_hours: OperatingHours
  closed_days: readonly string[]
}
