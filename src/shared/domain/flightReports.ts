import type { FlightReport } from '../contract/flights'
import { addDays } from './calendar'
import { isValidTimeOfDay } from './checkoutRules'

/**
 * A report of a late flight as a form takes it (the family's "we land late", the desk's flight
 * news): a new arrival time, late without a time yet, or no flight at all.
 */
export const FLIGHT_CHOICES = ['new_time', 'no_time', 'cancelled'] as const
export type FlightChoice = (typeof FLIGHT_CHOICES)[number]

export interface FlightReportDraft {
  choice: FlightChoice
  /** HH:mm on the location's clock. */
  arrival_time: string
  /** The new arrival is the day after the pickup day. */
  next_day: boolean
}

export const BLANK_FLIGHT_REPORT: FlightReportDraft = {
  choice: 'new_time',
  arrival_time: '',
  next_day: false,
}

/** The report a draft makes, or null when it needs a time it does not have. */
export function reportOf(draft: FlightReportDraft, startDate: string): FlightReport | null {
  if (draft.choice === 'cancelled') return { status: 'cancelled' }
  if (draft.choice === 'no_time') return { status: 'delayed' }
  if (!isValidTimeOfDay(draft.arrival_time)) return null
  return {
    status: 'delayed',
    arrival_time: draft.arrival_time,
    arrival_date: draft.next_day ? addDays(startDate, 1) : startDate,
  }
}
