import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { formatMoney } from '../../lib/format'
import styles from './Booking.module.css'
import { formatInstant } from './formatInstant'

/** What it does (docs/product.md): the refund as the card provider's refund, with its id. */
export function RefundDetails({
  refund,
  language,
  timeZone,
}: {
  refund: NonNullable<Booking['refund']>
  language: Language
  /** The pickup location's: the booking page shows every instant on its clock. */
  timeZone: string
}) {
  const { t } = useTranslation('bookings')
  const date = formatInstant(refund.date, language, timeZone)
  return (
    <section className={styles.card} aria-labelledby="refund-title">
      <h2 id="refund-title">{t('Booking.refundTitle')}</h2>
      <dl className={styles.facts}>
        <dt>{t('Booking.refundStatusLabel')}</dt>
        <dd>{t(`Booking.refundStatus.${refund.status}`)}</dd>
        <dt>{t('Booking.refundAmount')}</dt>
        <dd>{formatMoney(refund.amount, refund.currency, language)}</dd>
        <dt>{t('Booking.refundDate')}</dt>
        <dd>{date}</dd>
        <dt>{t('Booking.refundId')}</dt>
        <dd>
          <code>{refund.id ?? '…'}</code>
        </dd>
      </dl>
      {refund.status === 'pending' ? (
        <p className={styles.muted}>{t('Booking.refundPending')}</p>
      ) : null}
    </section>
  )
}
