import { useFormat } from '../../app/useFormat'
import { Button } from '../../components/Button'
import { formatInstant } from '../booking'
import styles from './BookingChange.module.css'
import type { ChangedBooking } from './changeDraft'
import { useChangeWords } from './useChangeWords'

/**
 * "Changes": when, who, what, and the price before → after, an admin's reason to refund anyway,
 * and for the family (`onPay`) a difference still to pay.
 */
export function ChangeVersions({
  booking,
  onPay,
}: {
  booking: ChangedBooking
  onPay?: () => void
}) {
  const { t, language, field } = useChangeWords(booking)
  const format = useFormat()
  const money = (cents: number) => format.money(cents, booking.currency)
  const versions = booking.versions ?? []
  if (versions.length === 0) return null
  return (
    <section aria-label={t('Change.versions.title')}>
      <h3>{t('Change.versions.title')}</h3>
      <ol className={styles.versions}>
        {versions.map((version) => (
          <li key={version.number}>
            {t('Change.versions.entry', {
              when: formatInstant(version.created_at, language, booking.time_zone),
              by: t(`Change.versions.by.${version.changed_by}`),
              what: version.changed.map(field).join(', '),
            })}{' '}
            {t('Change.versions.price', {
              before: money(version.total_before),
              after: money(version.total_after),
            })}{' '}
            {t(`Change.versions.status.${version.status}`, {
              amount: money(version.status === 'refunded' ? version.refund : version.payment_due),
            })}
            {version.override_reason
              ? ` ${t('Change.versions.override', { reason: version.override_reason })}`
              : null}
            {onPay && version.status === 'awaiting_payment' ? (
              <Button onClick={onPay}>
                {t('Change.versions.pay', { amount: money(version.payment_due) })}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
