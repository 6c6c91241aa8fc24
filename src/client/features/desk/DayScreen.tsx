import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  deskListStyles as styles,
  deskPaths,
  LocationPicker,
  QueryState,
  selectDeskLocation,
  useDeskFormat,
} from './shell'
import { useView } from '../../app/useView'
import { useAppSelector } from '../../app/hooks'
import { Button } from '../../components/Button'
import { TextField } from '../../components/TextField'
import type { DeskBooking, DeskDay } from '../../../shared/contract/desk-bookings'
import { useGetDeskDayQuery } from './deskBookingsApi'
import {
  dayChosen,
  dayRefreshStarted,
  dayRefreshStopped,
  dayStepped,
  selectDeskDay,
} from './deskBookingsSlice'
import { DeskBookingCard, type DeskBookingRole } from './DeskBookingCard'

const COUNTS = [
  'pickups',
  'returns',
  'handed_out',
  'returned',
  'unpaid',
  'no_shows',
  'late_returns',
] as const

function DayList({
  title,
  bookings,
  role,
  empty,
}: {
  title: string
  bookings: DeskBooking[]
  role: DeskBookingRole
  empty: string
}) {
  const id = `day-${role}-list`
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {bookings.length === 0 ? <p>{empty}</p> : null}
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <DeskBookingCard booking={booking} role={role} headingLevel={4} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function DayCounts({ counts }: { counts: DeskDay['counts'] }) {
  const { t } = useTranslation('desk')
  return (
    <dl className={styles.counts} aria-label={t('Day.counts')}>
      {COUNTS.map((key) => (
        <div key={key} className={styles.count}>
          <dt>{t(`Day.count.${key}`)}</dt>
          <dd>{counts[key]}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The day's deliveries and collections from this desk's stock, in run order, and its run. */
function DeliveriesOfDay({ day }: { day: DeskDay }) {
  const { t } = useTranslation('desk')
  const deliveries = day.deliveries ?? []
  const collections = day.collections ?? []
  if (deliveries.length === 0 && collections.length === 0) return null
  return (
    <>
      <p>
        <Link to={deskPaths.run(day.date)}>{t('Run.open')}</Link>
      </p>
      <div className={styles.columns}>
        <DayList
          title={t('Day.deliveries')}
          bookings={deliveries}
          role="delivery"
          empty={t('Day.noDeliveries')}
        />
        <DayList
          title={t('Day.collections')}
          bookings={collections}
          role="collection"
          empty={t('Day.noCollections')}
        />
      </div>
    </>
  )
}

/**
 * The desk's home: one location's Pickups and Returns for a day (today on its clock unless
 * another is chosen), refreshed every minute while open and after every change.
 */
export function DayScreen() {
  const { t, dispatch, language } = useView('desk')
  const format = useDeskFormat()
  const location = useAppSelector(selectDeskLocation)
  const date = useAppSelector(selectDeskDay)
  const query = useGetDeskDayQuery({ location, date, lang: language })
  const { data } = query

  useEffect(() => {
    dispatch(dayRefreshStarted())
    return () => {
      dispatch(dayRefreshStopped())
    }
  }, [dispatch])

  const shown = data?.date ?? date
  return (
    <section aria-labelledby="day-title">
      <h2 id="day-title">
        {data ? t('Day.titleOn', { date: format.date(data.date, 'long') }) : t('Day.title')}
        {data && data.date === data.today ? ` (${t('Day.today')})` : ''}
      </h2>
      <div className={styles.toolbar}>
        <LocationPicker />
        <Button
          variant="secondary"
          disabled={!data}
          onClick={() => data && dispatch(dayStepped({ from: data.date, days: -1 }))}
        >
          {t('Day.previous')}
        </Button>
        <TextField
          label={t('Day.date')}
          type="date"
          value={shown ?? ''}
          onChange={(event) => dispatch(dayChosen(event.target.value || null))}
        />
        <Button
          variant="secondary"
          disabled={!data}
          onClick={() => data && dispatch(dayStepped({ from: data.date, days: 1 }))}
        >
          {t('Day.next')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(dayChosen(null))}>
          {t('Day.backToToday')}
        </Button>
      </div>
      <QueryState query={query} />
      {data ? (
        <>
          <DayCounts counts={data.counts} />
          <div className={styles.columns}>
            <DayList
              title={t('Day.pickups')}
              bookings={data.pickups}
              role="pickup"
              empty={t('Day.noPickups')}
            />
            <DayList
              title={t('Day.returns')}
              bookings={data.returns}
              role="return"
              empty={t('Day.noReturns')}
            />
          </div>
          <DeliveriesOfDay day={data} />
        </>
      ) : null}
    </section>
  )
}
