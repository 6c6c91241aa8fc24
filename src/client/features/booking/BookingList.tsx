import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Booking } from '../../../shared/contract/bookings'
import { dueAtCheckout } from '../../../shared/domain/deposits'
import { paths } from '../../app/paths'
import { useFormat } from '../../app/useFormat'
import { BookingStatus } from './BookingStatus'
import styles from './Booking.module.css'

/**
 * Bookings of My bookings, each a link to its page with its dates, status and what its checkout
 * charges (the deposit held apart is on its page).
 */
export function BookingList({ bookings, empty }: { bookings: Booking[]; empty: string }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  if (bookings.length === 0) return <p className={styles.muted}>{empty}</p>
  return (
    <ul className={styles.list}>
      {bookings.map((booking) => (
        <li key={booking._id} className={styles.listItem}>
          <Link to={paths.booking.to(booking._id)}>
            <span>
              <strong>{booking.reference}</strong> · {booking.pickup_location_name}
              <br />
              <span className={styles.muted}>
                {t('List.dates', {
                  from: format.date(booking.start_date),
                  to: format.date(booking.end_date),
                })}
              </span>
            </span>
            <span>
              <BookingStatus booking={booking} />{' '}
              {format.money(dueAtCheckout(booking.pricing), booking.currency)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
