import { useMemo } from 'react'
import { useFormat } from '../../../app/useFormat'
import { intlLocale } from '../../../lib/format'

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
      // Swedish writes "2027-03-09 16:40": the ISO date, then the time on a 24-hour clock.
      const made = clock
        ? new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone })
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
      const [date = '', time] = formatterIn(timeZone, true).format(new Date(iso)).split(' ')
      return date === day ? time : `${time} (${format.date(date, 'short')})`
    }
    return { ...format, zoned, clock }
  }, [format])
}

/** A phone as a tel: link: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
