import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Booking } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { ButtonLink } from '../../components/ButtonLink'
import { PageMeta } from '../../components/PageMeta'
import { formatDate, formatMoney } from '../../lib/format'
import { selectLanguage } from '../preferences'
import { useListBookingsQuery } from './bookingsApi'
import { BookingStatus } from './BookingStatus'
import styles from './Booking.module.css'

function BookingList({ bookings, empty }: { bookings: Booking[]; empty: string }) {
  const { t } = useTranslation('bookings')
  const language = useAppSelector(selectLanguage)
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
                  from: formatDate(booking.start_date, language),
                  to: formatDate(booking.end_date, language),
                })}
              </span>
            </span>
            <span>
              <BookingStatus booking={booking} />{' '}
              {formatMoney(booking.total, booking.currency, language)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** /my-bookings: upcoming and past bookings with their status. */
export default function MyBookingsPage() {
  const { t } = useTranslation('bookings')
  const language = useAppSelector(selectLanguage)
  const { data, isLoading, error } = useListBookingsQuery({ lang: language })
  return (
    <div className={styles.page}>
      <PageMeta title={t('List.title')} description={t('List.metaDescription')} />
      <h1>{t('List.title')}</h1>
      {error ? <Alert tone="error">{t('Errors.fetchList')}</Alert> : null}
      {isLoading ? <p role="status">{t('Booking.loading')}</p> : null}
      {data ? (
        <>
          <h2>{t('List.upcoming')}</h2>
          <BookingList bookings={data.upcoming} empty={t('List.emptyUpcoming')} />
          <h2>{t('List.past')}</h2>
          <BookingList bookings={data.past} empty={t('List.emptyPast')} />
          <ButtonLink to={paths.search.to()}>{t('List.search')}</ButtonLink>
        </>
      ) : null}
    </div>
  )
}
