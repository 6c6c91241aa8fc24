import { useMemo } from 'react'
import { useFormat } from '../../app/useFormat'
import { intlLocale } from '../../lib/format'

/** The app's formatters plus instants (check-out, refunds, audit rows) as date and time. */
export function useDeskFormat() {
  const format = useFormat()
  return useMemo(() => {
    const instant = new Intl.DateTimeFormat(intlLocale(format.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    return { ...format, instant: (iso: string) => instant.format(new Date(iso)) }
  }, [format])
}

/** A phone as a tel: link: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
