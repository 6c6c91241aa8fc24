import { useMemo } from 'react'
import { useFormat } from '../../../app/useFormat'
import { intlLocale } from '../../../lib/format'

/** The date and time (hours and minutes) of an instant, as a location's desk reads them. */
const CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/**
 * The app's formatters plus `zoned`: an instant (check-out, refunds, audit rows, a deposit's
 * times) as date and time on a location's clock with its zone named, as the family reads it;
 * and `clock`: an instant as HH:mm on a location's clock, with its date when not on `day`.
 */
export function useDeskFormat() {
  const format = useFormat()
  return useMemo(() => {
    const locale = intlLocale(format.language)
    // One formatter per zone, not one per time shown: a day list formats dozens.
    const formatters = new Map<string, Intl.DateTimeFormat>()
    const formatterIn = (timeZone: string, clock = false) => {
      const key = `${clock}${timeZone}`
      const known = formatters.get(key)
      if (known) return known
      const made = clock
        ? new Intl.DateTimeFormat('en-CA', { ...CLOCK, timeZone })
        : new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZone,
            timeZoneName: 'short',
          })
      formatters.set(key, made)
      return made
    }
    const zoned = (iso: string, timeZone: string) => formatterIn(timeZone).format(new Date(iso))
    const clock = (iso: string, timeZone: string, day: string) => {
      const parts = formatterIn(timeZone, true).formatToParts(new Date(iso))
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        parts.find((each) => each.type === type)?.value
      const date = `${part('year')}-${part('month')}-${part('day')}`
      const time = `${part('hour')}:${part('minute')}`
      return date === day ? time : `${time} (${format.date(date, 'short')})`
    }
    return { ...format, zoned, clock }
  }, [format])
}

/** A phone as a tel: link: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
