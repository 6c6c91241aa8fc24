import { useMemo } from 'react'
import { useFormat } from '../../../app/useFormat'
import { intlLocale } from '../../../lib/format'

/**
 * The app's formatters plus `zoned`: an instant (check-out, refunds, audit rows, a deposit's
 * times) as date and time on a location's clock with its zone named, as the family reads it.
 */
export function useDeskFormat() {
  const format = useFormat()
  return useMemo(() => {
    const locale = intlLocale(format.language)
    // One formatter per zone, not one per time shown: a day list formats dozens.
    const formatters = new Map<string, Intl.DateTimeFormat>()
    const formatterIn = (timeZone: string) => {
      const known = formatters.get(timeZone)
      if (known) return known
      const made = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      })
      formatters.set(timeZone, made)
      return made
    }
    const zoned = (iso: string, timeZone: string) => formatterIn(timeZone).format(new Date(iso))
    return { ...format, zoned }
  }, [format])
}

/** A phone as a tel: link: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
