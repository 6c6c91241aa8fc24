import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { RunStop } from '../../../../shared/contract/desk-bookings'
import { useAppSelector } from '../../../app/hooks'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/TextField'
import { useView } from '../../../app/useView'
import { BookingPlaceAndGear, windowText } from './BookingPlaceAndGear'
import { useGetDeskRunQuery } from './deskBookingsApi'
import { selectDeskDay } from './deskBookingsSlice'
import {
  deskListStyles as listStyles,
  deskPaths,
  LocationPicker,
  QueryState,
  selectDeskLocation,
  telHref,
  useDeskFormat,
} from '../shell'
import styles from './Run.module.css'

/** One stop: what to do and when, whom to call, where, and what to bring or take back. */
function Stop({ stop, index }: { stop: RunStop; index: number }) {
  const { t } = useTranslation('desk')
  const { booking, kind, window } = stop
  const { traveller } = booking
  const headingId = `stop-${index}`
  return (
    <article className={styles.stop} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.stopHeading}>
        <span>{t('Run.stopNumber', { number: index + 1 })}</span>
        <span className={kind === 'delivery' ? styles.delivery : styles.collection}>
          {t(`Run.kind.${kind}`)}
        </span>
        <span>{windowText(window)}</span>
      </h3>
      <p className={styles.who}>
        {/* The booking's screen is where the gear is handed over and back, as at the counter. */}
        <Link to={deskPaths.booking(booking.id)}>{booking.reference}</Link>
        <span>
          {traveller.first_name} {traveller.last_name}
        </span>
        <a className={styles.phone} href={telHref(traveller.phone)}>
          {traveller.phone}
        </a>
      </p>
      <BookingPlaceAndGear
        booking={booking}
        addressClassName={styles.address}
        itemsClassName={styles.items}
      />
      {booking.paid ? null : <p className={styles.unpaid}>{t('Booking.unpaid')}</p>}
    </article>
  )
}

/**
 * /desk/run/{date}: a driver's day from the desk's stock (deliveries and collections by window,
 * then postal code), to print or to read on a phone; each stop opens its booking for handover.
 */
export function RunScreen({ date }: { date?: string }) {
  const { t, language } = useView('desk')
  const format = useDeskFormat()
  const navigate = useNavigate()
  const location = useAppSelector(selectDeskLocation)
  const chosenDay = useAppSelector(selectDeskDay)
  const query = useGetDeskRunQuery({ location, date: date ?? chosenDay, lang: language })
  const { data } = query
  return (
    <section aria-labelledby="run-title" className={styles.run}>
      <h2 id="run-title">
        {data ? t('Run.titleOn', { date: format.date(data.date, 'long') }) : t('Run.title')}
      </h2>
      <div className={`${listStyles.toolbar} ${styles.toolbar}`}>
        <LocationPicker />
        <TextField
          label={t('Day.date')}
          type="date"
          value={data?.date ?? date ?? ''}
          onChange={(event) => navigate(deskPaths.run(event.target.value || undefined))}
        />
        <Button variant="secondary" onClick={() => window.print()}>
          {t('Run.print')}
        </Button>
      </div>
      <QueryState query={query} />
      {data && data.stops.length === 0 ? <p>{t('Run.empty')}</p> : null}
      {data ? (
        <ol className={listStyles.list}>
          {data.stops.map((stop, index) => (
            <li key={`${stop.kind}-${stop.booking.id}`}>
              <Stop stop={stop} index={index} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
