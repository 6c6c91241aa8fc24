import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../shared/contract/bookings'
import styles from './Booking.module.css'

/** The booking's status and payment state as badges, each named (both can say Refunded). */
export function BookingStatus({
  booking,
}: {
  booking: Pick<Booking, 'status' | 'payment_status'>
}) {
  const { t } = useTranslation('bookings')
  const statusClass = booking.status === 'confirmed' ? styles.badgeActive : styles.badgeMuted
  const paymentClass = booking.payment_status === 'unpaid' ? styles.badgeWarn : styles.badgeMuted
  return (
    <>
      <span className={statusClass}>
        {t('Booking.statusLabel')}: {t(`Booking.status.${booking.status}`)}
      </span>
      <span className={paymentClass}>
        {t('Booking.paymentLabel')}: {t(`Booking.payment.${booking.payment_status}`)}
      </span>
    </>
  )
}
