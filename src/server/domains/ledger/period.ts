import { addDays, isIsoDate } from '../../../shared/domain/calendar'
import { AppError } from '../../errors'

/** Days on a location's clock: from `from` to the day before `to`. */
export interface LedgerPeriod {
  from: string
  to: string
}

export interface PeriodAsked {
  date?: string
  month?: string
  year?: string
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `Invalid request: ${field} ${message}`, [
    { path: `querystring/${field}`, message },
  ])

const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
}

/** The period a ledger is asked for: exactly one of a day, a month and (when `years`) a year. */
export function periodOf(asked: PeriodAsked, { years }: { years: boolean }): LedgerPeriod {
  const given = (['date', 'month', 'year'] as const).filter((field) => asked[field] !== undefined)
  if (!years && asked.year !== undefined) throw invalid('year', 'is for the CSV exports only')
  if (given.length !== 1) {
    throw invalid('date', years ? 'or month or year is needed, one of them' : 'or month is needed')
  }
  if (asked.date !== undefined) {
    if (!isIsoDate(asked.date)) throw invalid('date', 'is not a calendar date')
    return { from: asked.date, to: addDays(asked.date, 1) }
  }
  if (asked.month !== undefined) {
    return { from: `${asked.month}-01`, to: `${nextMonth(asked.month)}-01` }
  }
  return { from: `${asked.year}-01-01`, to: `${Number(asked.year) + 1}-01-01` }
}
