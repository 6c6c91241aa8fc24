import { skipToken } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import type { GearDetails } from '../../../shared/contract/gear'
import { seatFit, type SeatApproval } from '../../../shared/domain/seatFit'
import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { childrenApi } from '../children'
import { selectIsAuthenticated } from '../session'

/** The approval in words: the standard, and the heights or weights it fits. */
function useApprovalText() {
  const { t } = useTranslation('gearDetails')
  return (approval: SeatApproval) =>
    approval.standard === 'R129'
      ? t('SeatFit.r129', { min: approval.min_height_cm, max: approval.max_height_cm })
      : t('SeatFit.r44', { group: approval.group })
}

/**
 * A seat's approval and, for a signed-in family who listed children, whether it fits each one
 * (docs/safety.md, The fit rule). Nothing for gear that is not a seat.
 */
export function SeatFit({
  gear,
}: {
  gear: Pick<GearDetails, 'seat_approval' | 'earliest_expiry'>
}) {
  const { t } = useTranslation('gearDetails')
  const format = useFormat()
  const approvalText = useApprovalText()
  const signedIn = useAppSelector(selectIsAuthenticated)
  const approval = gear.seat_approval
  const { data } = childrenApi.useChildrenQuery(signedIn && approval ? undefined : skipToken)
  if (!approval) return null
  const children = data?.children ?? []
  return (
    <section aria-labelledby="seat-fit-heading">
      <h2 id="seat-fit-heading">{t('SeatFit.heading')}</h2>
      <p>{approvalText(approval)}</p>
      <p>{t('SeatFit.inspected')}</p>
      {gear.earliest_expiry ? (
        <p>{t('SeatFit.inDate', { date: format.date(gear.earliest_expiry, 'long') })}</p>
      ) : null}
      {children.length > 0 ? (
        <ul>
          {children.map((child, index) => {
            const name = child.name ?? t('SeatFit.unnamed', { number: index + 1 })
            return <li key={child.id}>{t(`SeatFit.${seatFit(approval, child)}`, { name })}</li>
          })}
        </ul>
      ) : null}
    </section>
  )
}
