import { useTranslation } from 'react-i18next'
import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { claimsWaiting } from '../../../lib/depositClaims'
import { deskListStyles as styles, FactList, useDeskFormat, type Fact } from '../shell'
import { DecideForm } from './DecideForm'
import { DeskClaimHistory, DeskClaims } from './DeskClaims'

/**
 * A booking's deposit at the desk (docs/money.md): its kind, state and amount, its hold's
 * times, a missing hold, the claims with their photos and history, and for admins the decision
 * while claims wait for one.
 */
export function DepositSection({
  booking,
  isAdmin,
}: {
  booking: DeskBookingDetail
  isAdmin: boolean
}) {
  const { t } = useTranslation(['deskDeposit', 'desk'])
  const format = useDeskFormat()
  const { deposit, time_zone: zone } = booking
  const money = (cents: number) => format.money(cents, deposit.currency)
  const facts: Fact[] = [
    [t('Deposit.mode'), t(`Deposit.modes.${deposit.mode}`)],
    [t('Deposit.status'), t(`desk:DepositStatus.${deposit.status}`)],
    [t('Deposit.amount'), money(deposit.amount)],
  ]
  if (deposit.status === 'awaiting' && deposit.hold_from) {
    facts.push([t('Deposit.holdFrom'), format.zoned(deposit.hold_from, zone)])
  }
  if (deposit.held_until)
    facts.push([t('Deposit.heldUntil'), format.zoned(deposit.held_until, zone)])
  if (deposit.settled_at) {
    facts.push([t('Deposit.kept'), money(deposit.claimed)])
    facts.push([t('Deposit.released'), money(deposit.released)])
  }
  if (deposit.money_back_at) {
    facts.push([t('Deposit.moneyBackAt'), format.zoned(deposit.money_back_at, zone)])
  }
  if (deposit.money_back_by) {
    facts.push([t('Deposit.moneyBackBy'), format.zoned(deposit.money_back_by, zone)])
  }
  const waiting = claimsWaiting(deposit)
  return (
    <section aria-labelledby="deposit-title" className={styles.section}>
      <h3 id="deposit-title">{t('Deposit.title')}</h3>
      {deposit.missing ? (
        <p>
          <strong className={styles.badgeAlert}>{t('desk:Booking.depositMissing')}</strong>{' '}
          {deposit.declined_at
            ? t('Deposit.declinedAt', { time: format.zoned(deposit.declined_at, zone) })
            : t('Deposit.missing')}
        </p>
      ) : null}
      <FactList facts={facts} />
      {deposit.claims.length > 0 ? (
        <>
          <h4>{t('Deposit.claimsTitle')}</h4>
          <DeskClaims booking={booking} />
          <DeskClaimHistory booking={booking} />
          {waiting && deposit.dispute_until ? (
            <p>
              {t(deposit.can_dispute ? 'Deposit.disputeUntil' : 'Deposit.disputeClosed', {
                time: format.zoned(deposit.dispute_until, zone),
              })}
            </p>
          ) : null}
          {waiting && isAdmin ? <DecideForm booking={booking} /> : null}
        </>
      ) : null}
    </section>
  )
}
