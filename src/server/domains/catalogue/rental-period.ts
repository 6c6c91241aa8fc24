import { isIsoDate } from '../../../shared/domain/calendar'
import {
  findRentalPeriodProblems,
  type RentalPeriod,
  type RentalPeriodCode,
} from '../../../shared/domain/rentalPeriod'
import type { CatalogueContext, Reader } from './context'
import { checkLeadTime } from './delivery-zones'
import { AppError, notFound, throwFirstProblem } from '../../errors'
import { locationByCode, type LocationRow } from './reference-data'

/** English messages of the rental period rules; the app shows its own translations. */
const MESSAGES: Record<RentalPeriodCode, string> = {
  OUTSIDE_OPERATING_HOURS:
    "Selected times are outside the pickup location's operating hours. Please select different times.",
  RENTAL_TOO_LONG: 'Maximum rental period is 21 days. Please select an earlier return date.',
  LOCATION_CLOSED:
    'The pickup location is closed on the selected date. Please select a different date.',
  TIME_NOT_ON_CLOCK:
    'That time does not exist on the selected date because the clocks go forward. Please select a different time.',
  PICKUP_IN_PAST: 'The pickup date and time have passed. Please select a later pickup.',
  RETURN_BEFORE_PICKUP: 'The return must be after the pickup. Please select a later return.',
}

export interface RentalRequest extends RentalPeriod {
  pickup_location_code: string
}

/**
 * Checks a requested rental against the rules of docs/product.md (Validation messages) at its
 * pickup location and returns the location. Throws 400 VALIDATION_FAILED for a date that does not
 * exist on the calendar, 404 for an unknown location, and 400 with the first broken rule's code
 * (every broken rule listed in
 * `details`) otherwise. `source` names where the fields came from, for `details` paths.
 */
export async function checkRentalRequest(
  db: Reader,
  {
    request,
    now,
    source = 'querystring',
    pickupKept = false,
  }: {
    request: RentalRequest
    now: Date
    source?: 'querystring' | 'body'
    /** A booking's change that keeps its pickup: a pickup now past is not refused. */
    pickupKept?: boolean
  },
): Promise<LocationRow> {
  for (const field of ['start_date', 'end_date'] as const) {
    if (!isIsoDate(request[field])) {
      throw new AppError(400, 'VALIDATION_FAILED', `Invalid request: ${field} is not a date`, [
        { path: `${source}/${field}`, message: 'is not a calendar date' },
      ])
    }
  }
  const location = await locationByCode(db, request.pickup_location_code)
  if (!location) throw notFound(`Pickup location ${request.pickup_location_code} was not found`)

  const problems = findRentalPeriodProblems(
    {
      time_zone: location.timeZone,
      operating_hours: location.operatingHours,
      closed_days: location.closedDays,
    },
    request,
    now.getTime(),
  ).filter((problem) => !pickupKept || problem.code !== 'PICKUP_IN_PAST')
  throwFirstProblem(problems, MESSAGES, source)
  return location
}

/**
 * The location of a rental that passes the period rules; with `booking` (a rental priced to be
 * booked), a delivery zone's lead time too; with `pickupKept` (a booking's change that keeps
 * its pickup), neither the lead time nor a pickup already past.
 */
export async function checkRentalPeriod(
  ctx: CatalogueContext,
  {
    tx,
    request,
    source,
    booking,
    pickupKept,
  }: {
    tx?: Reader
    request: RentalRequest
    source?: 'querystring' | 'body'
    booking?: boolean
    pickupKept?: boolean
  },
): Promise<LocationRow> {
  const now = ctx.now()
  const location = await checkRentalRequest(tx ?? ctx.db, { request, now, source, pickupKept })
  if (booking && !pickupKept) checkLeadTime(location, { startDate: request.start_date, now })
  return location
}
