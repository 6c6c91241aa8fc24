import { useTranslation } from 'react-i18next'
import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { PhotoThumbnails } from '../../../components/PhotoThumbnails'
import { historyOf } from '../../../lib/depositClaims'
import { deskListStyles as styles, useDeskFormat } from '../shell'

/** The claims made at check-in, each with its unit, reason, amount, note and photos. */
export function DeskClaims({ booking }: { booking: DeskBookingDetail }) {
  const { t } = useTranslation(['deskDeposit', 'desk'])
  const format = useDeskFormat()
  const { deposit } = booking
  const name = (gearId: string) => booking.items.find((item) => item.gear_id === gearId)?.name
  return (
    <ul className={styles.list} aria-label={t('Deposit.claimsTitle')}>
      {deposit.claims.map((claim) => {
        const tag = claim.asset_tag
        const count = claim.photos.length
        return (
          <li key={claim.id}>
            <h4>{t('Deposit.claim', { tag, name: name(claim.gear_id) ?? claim.gear_id })}</h4>
            <dl className={styles.details}>
              <dt>{t('Deposit.reason')}</dt>
              <dd>{t(`Deposit.reasons.${claim.reason}`)}</dd>
              <dt>{t('Deposit.claimed')}</dt>
              <dd>{format.money(claim.amount, deposit.currency)}</dd>
              <dt>{t('Deposit.claimedAt')}</dt>
              <dd>{format.zoned(claim.created_at, booking.time_zone)}</dd>
              {claim.note ? (
                <>
                  <dt>{t('Deposit.note')}</dt>
                  <dd>{claim.note}</dd>
                </>
              ) : null}
            </dl>
            <PhotoThumbnails
              className={styles.thumbnails}
              label={t('Deposit.photos', { tag })}
              photos={claim.photos.map((photo, index) => ({
                id: photo.id,
                url: photo.url,
                alt: t('Deposit.photoAlt', { n: index + 1, count, tag }),
                openLabel: t('Deposit.photoOpen', { n: index + 1, count, tag }),
              }))}
            />
          </li>
        )
      })}
    </ul>
  )
}

/** The claims' history, oldest first: who did what, when, for how much, in their words. */
export function DeskClaimHistory({ booking }: { booking: DeskBookingDetail }) {
  const { t } = useTranslation(['deskDeposit', 'desk'])
  const format = useDeskFormat()
  const { deposit } = booking
  if (deposit.history.length === 0) return null
  const money = (cents: number) => format.money(cents, deposit.currency)
  return (
    <>
      <h4 id="deposit-history-title">{t('Deposit.historyTitle')}</h4>
      <ol aria-labelledby="deposit-history-title">
        {historyOf(deposit).map((step, index) => (
          <li key={index}>
            {t(`Deposit.history.${step.kind}`, {
              time: format.zoned(step.at, booking.time_zone),
              amount: money(step.amounts.amount ?? 0),
              kept: money(step.amounts.kept ?? 0),
              released: money(step.amounts.released ?? 0),
            })}
            {step.message ? <blockquote>{step.message}</blockquote> : null}
          </li>
        ))}
      </ol>
    </>
  )
}
