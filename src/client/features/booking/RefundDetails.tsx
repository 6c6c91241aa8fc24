import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { selectRefund, selectShownBooking } from './bookingSelectors'
import styles from './Booking.module.css'
import { useInstant } from './formatInstant'
import { SectionCard } from './RentalSummary'

/**
 * What it does (docs/product.md): the refund as the card provider's refund, with its id, and why
 * staff made it when they said.
 */
export function RefundDetails() {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const refund = useAppSelector(selectRefund)
  // The pickup location's clock: the booking page shows every instant on it.
  const when = useInstant(useAppSelector(selectShownBooking)?.time_zone ?? 'UTC')
  if (!refund) return null
  return (
    <SectionCard title={t('Booking.refundTitle')}>
      <dl className={styles.facts}>
        <dt>{t('Booking.refundStatusLabel')}</dt>
        <dd>{t(`Booking.refundStatus.${refund.status}`)}</dd>
        <dt>{t('Booking.refundAmount')}</dt>
        <dd>{format.money(refund.amount, refund.currency)}</dd>
        <dt>{t('Booking.refundDate')}</dt>
        <dd>{when(refund.date)}</dd>
        {refund.reason ? (
          <>
            <dt>{t('Booking.refundReason')}</dt>
            <dd>{refund.reason}</dd>
          </>
        ) : null}
        <dt>{t('Booking.refundId')}</dt>
        <dd>
          <code>{refund.id ?? '…'}</code>
        </dd>
      </dl>
      {refund.pending ? <p className={styles.muted}>{t('Booking.refundPending')}</p> : null}
    </SectionCard>
  )
}
