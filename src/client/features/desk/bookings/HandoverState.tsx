import { useTranslation } from 'react-i18next'
import type { DeskBooking } from '../../../../shared/contract/desk-bookings'
import { deskListStyles as styles, useDeskFormat } from '../shell'

/** Where a booking's gear is: not handed over yet, out (since when, which units), or back. */
export function HandoverState({ booking }: { booking: DeskBooking }) {
  const { t } = useTranslation('desk')
  const format = useDeskFormat()
  const state = booking.returned_at ? 'back' : booking.handed_out_at ? 'out' : 'waiting'
  return (
    <p className={styles.facts}>
      <span className={state === 'waiting' ? styles.badgeWarn : styles.badge}>
        {t(`Booking.handover.${state}`)}
      </span>
      {booking.handed_out_at ? (
        <span>
          {t('Booking.handedOut', {
            at: format.zoned(booking.handed_out_at, booking.time_zone),
            count: booking.unit_count,
          })}
          {booking.unit_tags.length > 0 ? ` (${booking.unit_tags.join(', ')})` : ''}
          {booking.returned_at
            ? ` · ${t('Booking.returnedAt', { at: format.zoned(booking.returned_at, booking.time_zone) })}`
            : ''}
        </span>
      ) : null}
    </p>
  )
}
