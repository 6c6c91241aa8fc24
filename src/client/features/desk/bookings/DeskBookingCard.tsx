import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { DeskBooking } from '../../../../shared/contract/desk-bookings'
import { deliverySlot } from '../../../../shared/domain/delivery'
import { BookingPlaceAndGear, windowText } from './BookingPlaceAndGear'
import { HandoverState } from './HandoverState'
import { useFlightTexts } from './useFlightTexts'
import {
  deskListStyles as styles,
  deskPaths,
  isDeliveryBooking,
  telHref,
  useDeskFormat,
} from '../shell'

export type DeskBookingRole = 'pickup' | 'return' | 'delivery' | 'collection' | 'found'

/** Bookings still happening: their gear is waiting, out or back. */
const LIVE: readonly DeskBooking['status'][] = ['confirmed', 'completed']

/** Deposit states a counter need not mention: on its way, held, or paid with the rental. */
const ORDINARY_DEPOSIT: readonly DeskBooking['deposit_status'][] = ['awaiting', 'held', 'charged']

/**
 * Late returns (a delivery's late collections), no-shows and missing deposit holds stand out by
 * their words and a heavy border, not by colour alone; a deposit released or kept is named too.
 */
export function DeskBookingFlags({ booking }: { booking: DeskBooking }) {
  const { t } = useTranslation('desk')
  const status = booking.deposit_status
  return (
    <>
      {booking.flags.deposit_missing ? (
        <span className={styles.badgeAlert}>{t('Booking.depositMissing')}</span>
      ) : ORDINARY_DEPOSIT.includes(status) ? null : (
        <span className={status === 'released' ? styles.badge : styles.badgeWarn}>
          {t('Booking.deposit', { status: t(`DepositStatus.${status}`) })}
        </span>
      )}
      {booking.flags.no_show ? (
        <span className={styles.badgeAlert}>{t('Booking.noShow')}</span>
      ) : null}
      {booking.flags.late_return ? (
        <span className={styles.badgeAlert}>
          {t(isDeliveryBooking(booking) ? 'Booking.delivery.lateReturn' : 'Booking.lateReturn')}
        </span>
      ) : null}
      <span className={booking.paid ? styles.badge : styles.badgeWarn}>
        {booking.paid ? t('Booking.paid') : t('Booking.unpaid')}
      </span>
    </>
  )
}

/** One booking in a desk list: when, who, how to call them, flights, gear, money and notes. */
export function DeskBookingCard({
  booking,
  role,
  headingLevel = 3,
}: {
  booking: DeskBooking
  role: DeskBookingRole
  /** 4 inside a list that has its own heading (the day's Pickups and Returns). */
  headingLevel?: 3 | 4
}) {
  const { t } = useTranslation('desk')
  const format = useDeskFormat()
  const flights = useFlightTexts(booking)
  const { traveller } = booking
  const alert = booking.flags.no_show || booking.flags.late_return || booking.flags.deposit_missing
  const headingId = `booking-${role}-${booking.id}`
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  const when = {
    pickup: () => booking.pickup_time,
    return: () => booking.return_time,
    delivery: () => windowText(deliverySlot(booking.pickup_time)),
    collection: () => windowText(deliverySlot(booking.return_time)),
    found: () =>
      t('Booking.dates', {
        start: format.date(booking.start_date, 'short'),
        end: format.date(booking.end_date, 'short'),
      }),
  }[role]()
  return (
    <article className={`${styles.card} ${alert ? styles.alert : ''}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.cardHeading}>
        <span>{when}</span>
        <Link to={deskPaths.booking(booking.id)}>{booking.reference}</Link>
        <span>
          {traveller.first_name} {traveller.last_name}
        </span>
      </Heading>
      <p className={styles.facts}>
        <DeskBookingFlags booking={booking} />
        {role === 'found' ? <span>{booking.pickup_location_code}</span> : null}
        {role === 'found' ? <span>{t(`Status.${booking.status}`)}</span> : null}
      </p>
      <ul className={styles.facts}>
        <li>
          <a href={telHref(traveller.phone)}>{traveller.phone}</a>
        </li>
        {flights.inbound ? <li>{t('Booking.inbound', { flight: flights.inbound })}</li> : null}
        {flights.news ? <li>{flights.news}</li> : null}
        {flights.outbound ? <li>{t('Booking.outbound', { flight: flights.outbound })}</li> : null}
      </ul>
      <BookingPlaceAndGear
        booking={booking}
        addressClassName={styles.facts}
        itemsClassName={styles.facts}
      />
      {LIVE.includes(booking.status) ? <HandoverState booking={booking} /> : null}
      {booking.notes ? <p>{t('Booking.notes', { notes: booking.notes })}</p> : null}
    </article>
  )
}
