import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../shared/contract/bookings'
import type { DepositClaim } from '../../../shared/contract/deposits'
import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { PhotoThumbnails } from '../../components/PhotoThumbnails'
import { historyOf } from '../../lib/depositClaims'
import { selectBookingPage } from './bookingSelectors'
import { DisputeForm } from './DisputeForm'
import { useInstant } from './formatInstant'
import { SectionCard } from './RentalSummary'
import styles from './Booking.module.css'

/** One claim: the unit and its item, why, how much, staff's note and the photos taken. */
function ClaimItem({
  claim,
  name,
  currency,
}: {
  claim: DepositClaim
  name: string
  currency: string
}) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const tag = claim.asset_tag
  const count = claim.photos.length
  return (
    <li className={styles.claim}>
      <h3>{t('Claims.unit', { name, tag })}</h3>
      <dl className={styles.facts}>
        <dt>{t('Claims.reason')}</dt>
        <dd>{t(`Claims.reasons.${claim.reason}`)}</dd>
        <dt>{t('Claims.amount')}</dt>
        <dd>{format.money(claim.amount, currency)}</dd>
        {claim.note ? (
          <>
            <dt>{t('Claims.note')}</dt>
            <dd className={styles.quote}>{claim.note}</dd>
          </>
        ) : null}
      </dl>
      <PhotoThumbnails
        className={styles.thumbnails}
        label={t('Claims.photos', { tag })}
        photos={claim.photos.map((photo, index) => ({
          id: photo.id,
          url: photo.url,
          alt: t('Claims.photoAlt', { n: index + 1, count, tag }),
          openLabel: t('Claims.photoOpen', { n: index + 1, count, tag }),
        }))}
      />
    </li>
  )
}

/** Who did what and when: the claims, the family's answers and the decision, oldest first. */
function ClaimHistory({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const when = useInstant(booking.time_zone)
  const { deposit } = booking
  if (deposit.history.length === 0) return null
  return (
    <>
      <h3 id="deposit-history">{t('Claims.historyTitle')}</h3>
      <ol aria-labelledby="deposit-history">
        {historyOf(deposit).map((step, index) => (
          <li key={index}>
            {t(`Claims.history.${step.kind}`, {
              time: when(step.at),
              ...Object.fromEntries(
                Object.entries(step.amounts).map(([name, cents]) => [
                  name,
                  format.money(cents, deposit.currency),
                ]),
              ),
            })}
            {step.message ? <p className={styles.quote}>{step.message}</p> : null}
          </li>
        ))}
      </ol>
    </>
  )
}

/**
 * The claims staff made on the deposit when the gear came back, their history, and while the
 * family may still answer, until when and the form to answer.
 */
export default function DepositClaims({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings')
  const { itemNames } = useAppSelector(selectBookingPage)
  const when = useInstant(booking.time_zone)
  const { deposit } = booking
  return (
    <SectionCard title={t('Claims.title')}>
      <ul className={styles.list}>
        {deposit.claims.map((claim) => (
          <ClaimItem
            key={claim.id}
            claim={claim}
            name={itemNames[claim.gear_id] ?? '…'}
            currency={deposit.currency}
          />
        ))}
      </ul>
      <ClaimHistory booking={booking} />
      {deposit.can_dispute && deposit.dispute_until ? (
        <p>
          <strong>{t('Claims.deadline', { time: when(deposit.dispute_until) })}</strong>
        </p>
      ) : null}
      {deposit.can_dispute ? <DisputeForm /> : null}
    </SectionCard>
  )
}
