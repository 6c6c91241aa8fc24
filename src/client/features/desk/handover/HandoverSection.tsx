import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { CheckInPanel } from './CheckInPanel'
import { AgreementLink } from './AgreementLink'
import { CheckOutPanel } from './CheckOutPanel'
import { unitShares } from './claimDrafts'
import { LazyDeskFamilyWait } from '../family-wait'
import { NoShowButton } from './NoShowButton'
import { useAppSelector } from '../../../app/hooks'
import { selectBookingWaitsToSend } from '../offline'
import { deskListStyles as styles, isDeliveryBooking, useDeskFormat } from '../shell'

/**
 * What can be handed over for the booking now: its units out, back, or a no-show; a delivery's
 * in the words of its delivery and collection.
 */
export function HandoverSection({ booking }: { booking: DeskBookingDetail }) {
  const { t } = useTranslation('desk')
  // A handover taken offline and waiting to send is the booking's next step: nothing else is
  // offered until the server has answered it (taking it again would only be refused then).
  const queued = useAppSelector((state) => selectBookingWaitsToSend(state, booking.id))
  const { id, units, deposit } = booking
  const can_check_out = booking.can_check_out && !queued
  const can_check_in = booking.can_check_in && !queued
  const can_mark_no_show = booking.can_mark_no_show && !queued
  const delivery = isDeliveryBooking(booking)
  const format = useDeskFormat()
  // A confirmed pickup not handed over waits for its family: the desk may note news of its
  // flight and call it, and waits for its no-show time, which the server's clock says.
  const waiting = !delivery && booking.status === 'confirmed' && !booking.handed_out_at
  const noShowFrom = waiting && !booking.can_mark_no_show && !queued ? booking.no_show_from : null
  // Claims take money from a deposit held or paid: there is none to claim on otherwise.
  const claimable =
    deposit.amount > 0 && (deposit.status === 'held' || deposit.status === 'charged')
  useFocusAfterStep(can_check_in ? `${id}-check-in` : can_check_out ? null : 'handover-title')
  return (
    <section aria-labelledby="handover-title" className={styles.section}>
      <h3 id="handover-title" tabIndex={-1}>
        {t(delivery ? 'Detail.delivery.handover' : 'Detail.handover')}
      </h3>
      {queued ? <p role="status">{t('DeskOffline.bookingWaits')}</p> : null}
      {booking.agreement ? (
        <AgreementLink agreement={booking.agreement} timeZone={booking.time_zone} />
      ) : null}
      {can_check_out ? (
        <CheckOutPanel
          bookingId={id}
          items={booking.items}
          delivery={delivery}
          signedBy={booking}
        />
      ) : null}
      {can_check_in ? (
        <CheckInPanel
          bookingId={id}
          units={units}
          delivery={delivery}
          claims={
            claimable ? { shares: unitShares(booking), currency: deposit.currency } : undefined
          }
        />
      ) : null}
      {can_mark_no_show ? <NoShowButton bookingId={id} delivery={delivery} /> : null}
      {noShowFrom ? (
        <NoShowButton
          bookingId={id}
          from={format.clock(noShowFrom, booking.time_zone, booking.start_date)}
        />
      ) : null}
      {waiting || booking.family_calls.length > 0 ? (
        <Suspense fallback={null}>
          <LazyDeskFamilyWait booking={booking} waiting={waiting} />
        </Suspense>
      ) : null}
      {units.length > 0 && !can_check_in ? (
        <ul aria-label={t('Detail.unitsHandedOver')}>
          {units.map((unit) => (
            <li key={unit.unit_id}>
              {unit.asset_tag}:{' '}
              {unit.return_outcome
                ? t(`handover.outcomes.${unit.return_outcome}`)
                : t('Detail.unitOut')}
            </li>
          ))}
        </ul>
      ) : null}
      {units.length === 0 && !queued && !can_check_out && !can_mark_no_show && !noShowFrom ? (
        <p>{t('Detail.handoverNone')}</p>
      ) : null}
    </section>
  )
}

/**
 * After a step (check-out, check-in, no-show) its panel goes: focus moves to what comes next,
 * the check-in panel or the section's outcome, not to the top of the page.
 */
function useFocusAfterStep(nextId: string | null) {
  const last = useRef(nextId)
  useEffect(() => {
    if (last.current === nextId) return
    last.current = nextId
    if (nextId) document.getElementById(nextId)?.focus()
  }, [nextId])
}
