import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { DeskBooking, DeskDay } from '../../../../shared/contract/desk-bookings'
import { deskListStyles as styles, deskPaths } from '../shell'
import { DeskBookingCard, type DeskBookingRole } from './DeskBookingCard'

/** The day's counts, in the order they show; each is also its text's key. */
const COUNTS = [
  'pickups',
  'returns',
  'handed_out',
  'returned',
  'unpaid',
  'no_shows',
  'late_returns',
] as const

/** One of the day's lists (pickups, returns, deliveries, collections), or what it says when empty. */
export function DayList({
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

/** How many bookings the day has of each kind. */
export function DayCounts({ counts }: { counts: DeskDay['counts'] }) {
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
export function DeliveriesOfDay({ day }: { day: DeskDay }) {
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
