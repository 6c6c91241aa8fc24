import type { Booking } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { Button } from '../../components/Button'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { bookingCancelConfirmed } from './bookingEvents'
import { selectBookingPage, selectCancellation } from './bookingSelectors'
import { cancelDialogClosed, cancelDialogOpened } from './bookingSlice'
import { useInstant } from './formatInstant'
import { SectionCard } from './RentalSummary'
import { useView } from '../../app/useView'

/** Until when the booking can be cancelled, and cancelling it after the traveller confirms. */
export function CancellationCard({ booking }: { booking: Booking }) {
  const { t, dispatch } = useView(['bookings', 'checkout'])
  const cancellation = useAppSelector(selectCancellation)
  const { cancelDialogOpen, cancelling } = useAppSelector(selectBookingPage)
  const when = useInstant(booking.time_zone)
  if (!cancellation) return null
  // A delivery's deadline is 24 hours before the delivery (translations/GLOSSARY.md).
  const text =
    booking.delivery_address && cancellation.text === 'Booking.deadlinePassed'
      ? 'Booking.delivery.deadlinePassed'
      : cancellation.text
  return (
    <SectionCard title={t('checkout:Policy.title')}>
      <p>{t(text, { time: when(cancellation.time) })}</p>
      {cancellation.state === 'allowed' ? (
        <Button
          variant="secondary"
          disabled={cancelling}
          onClick={() => dispatch(cancelDialogOpened())}
        >
          {cancelling ? t('Booking.cancelling') : t('Booking.cancel')}
        </Button>
      ) : null}
      {cancelDialogOpen ? (
        <ConfirmDialog
          title={t('Booking.cancelTitle')}
          lead={t('Booking.cancelLead')}
          confirmLabel={t('Booking.cancelYes')}
          cancelLabel={t('Booking.cancelKeep')}
          onConfirm={() => dispatch(bookingCancelConfirmed({ bookingId: booking._id }))}
          onCancel={() => dispatch(cancelDialogClosed())}
        />
      ) : null}
    </SectionCard>
  )
}
