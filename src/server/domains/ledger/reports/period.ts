import { addDays, daysBetween, isIsoDate } from '../../../../shared/domain/calendar'
import { MAX_REPORT_DAYS } from '../../../../shared/domain/reports'
import { AppError } from '../../../errors'
import type { LedgerPeriod } from '../period'

/**
 * The days a report reads, from `from` to `to` included, as a ledger period: 400
 * REPORT_PERIOD_INVALID for a date not on the calendar or an end before the start,
 * REPORT_PERIOD_TOO_LONG past MAX_REPORT_DAYS.
 */
export function reportPeriodOf({ from, to }: { from: string; to: string }): LedgerPeriod {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isIsoDate(value)) {
      throw new AppError(400, 'REPORT_PERIOD_INVALID', `${field} is not a calendar date.`, [
        { path: `querystring/${field}`, message: 'is not a calendar date' },
      ])
    }
  }
  const days = daysBetween(from, to) + 1
  if (days < 1) {
    throw new AppError(400, 'REPORT_PERIOD_INVALID', 'The period ends before it starts.', [
      { path: 'querystring/to', message: 'is before from' },
    ])
  }
  if (days > MAX_REPORT_DAYS) {
    throw new AppError(
      400,
      'REPORT_PERIOD_TOO_LONG',
      `A report reads at most ${MAX_REPORT_DAYS} days.`,
      [{ path: 'querystring/to', message: `is more than ${MAX_REPORT_DAYS} days after from` }],
    )
  }
  return { from, to: addDays(to, 1) }
}
