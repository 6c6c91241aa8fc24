import { useEffect } from 'react'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { ButtonLink } from '../../components/ButtonLink'
import { PageMeta } from '../../components/PageMeta'
import { myBookingsOpened } from './bookingEvents'
import { selectMyBookings } from './bookingSelectors'
import { BookingList } from './BookingList'
import styles from './Booking.module.css'
import { useView } from '../../app/useView'

/** /my-bookings: upcoming and past bookings with their status. */
export default function MyBookingsPage() {
  const { t, dispatch, language } = useView('bookings')
  const { bookings, failed } = useAppSelector(selectMyBookings)
  useEffect(() => void dispatch(myBookingsOpened()), [language, dispatch])
  return (
    <div className={styles.page}>
      <PageMeta title={t('List.title')} description={t('List.metaDescription')} />
      <h1>{t('List.title')}</h1>
      {failed ? <Alert tone="error">{t('Errors.fetchList')}</Alert> : null}
      {!bookings && !failed ? <p role="status">{t('Booking.loading')}</p> : null}
      {bookings ? (
        <>
          <h2>{t('List.upcoming')}</h2>
          <BookingList bookings={bookings.upcoming} empty={t('List.emptyUpcoming')} />
          <h2>{t('List.past')}</h2>
          <BookingList bookings={bookings.past} empty={t('List.emptyPast')} />
          <ButtonLink to={paths.search.to()}>{t('List.search')}</ButtonLink>
        </>
      ) : null}
    </div>
  )
}
