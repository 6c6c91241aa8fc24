import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { selectDepositCard } from './bookingSelectors'
import DepositClaims from './DepositClaims'
import type { DepositAmounts } from './depositLines'
import { useInstant } from './formatInstant'
import { SectionCard } from './RentalSummary'
import styles from './Booking.module.css'

/**
 * The booking's refundable deposit (docs/money.md): how much, where it stands (held on the card,
 * paid, released, kept for damage, or a hold the card refused) and what happens next.
 */
export function DepositCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const card = useAppSelector(selectDepositCard)
  const when = useInstant(booking.time_zone)
  if (!card) return null
  const { deposit } = card
  const money = (amounts: DepositAmounts = {}) =>
    Object.fromEntries(
      Object.entries(amounts).map(([name, cents]) => [name, format.money(cents, deposit.currency)]),
    )
  return (
    <SectionCard title={t('Deposit.title')}>
      <dl className={styles.facts}>
        <dt>{t('Deposit.amount')}</dt>
        <dd>{format.money(deposit.amount, deposit.currency)}</dd>
        <dt>{t('Deposit.stateLabel')}</dt>
        <dd>{t(`Deposit.state.${card.state}`)}</dd>
      </dl>
      {card.lines.map((line) => (
        <p key={line.key} className={line.key === 'missing' ? styles.warning : undefined}>
          {t(`Deposit.${line.key}`, {
            ...money(line.amounts),
            time: line.time ? when(line.time) : '',
          })}
        </p>
      ))}
    </SectionCard>
  )
}

/**
 * The claims on the deposit, when there are some. In the page's own chunk: a chunk of their own
 * would add its hash to the table every first page loads, for about a kilobyte here.
 */
export function DepositClaimsPart({ booking }: { booking: Booking }) {
  return booking.deposit.claims.length > 0 ? <DepositClaims booking={booking} /> : null
}
