import { useMemo } from 'react'
import { useFormat } from '../../../app/useFormat'
import { intlLocale } from '../../../lib/format'

/**
 * The app's formatters plus instants (check-out, refunds, audit rows) as date and time, and
 * `zoned`: an instant on a location's clock with its zone named (a deposit's times, which the
 * family reads on the same clock).
 */
export function useDeskFormat() {
  const format = useFormat()
  return useMemo(() => {
    const locale = intlLocale(format.language)
    const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    const zoned = (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(new Date(iso))
    return { ...format, instant: (iso: string) => instant.format(new Date(iso)), zoned }
  }, [format])
}

/** A phone as a tel: link: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
