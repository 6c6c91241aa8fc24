import type { Booking } from '../../../shared/contract/bookings'
import { useFeature } from '../../app/lazyFeature'
import { useView } from '../../app/useView'
import { SectionCard, type ItemNames } from '../booking'
import { checkoutFeature, paymentRequested } from '../checkout'
import { bookingChangeFeature } from './bookingChangeListeners'
import { changedBookingOf } from './changeDraft'
import { ChangePanel } from './ChangePanel'

/**
 * The booking page's "Change this booking": the form for a confirmed booking, what the last
 * change came to, and the booking's changes with a difference still to pay.
 */
export function ChangeCard({ booking, names }: { booking: Booking; names: ItemNames }) {
  useFeature(bookingChangeFeature)
  useFeature(checkoutFeature)
  const { t, dispatch } = useView('bookings')
  if (booking.status !== 'confirmed' && !booking.versions?.length) return null
  const pay = () => dispatch(paymentRequested({ bookingId: booking._id }))
  return (
    <SectionCard title={t('Change.title')}>
      <ChangePanel booking={changedBookingOf(booking)} names={names} by="family" onPay={pay} />
    </SectionCard>
  )
}
