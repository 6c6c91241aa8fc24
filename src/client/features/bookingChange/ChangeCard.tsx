import type { Booking } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useView } from '../../app/useView'
import { Button } from '../../components/Button'
import { SectionCard, type ItemNames } from '../booking'
import { checkoutFeature } from '../checkout'
import { bookingChangeFeature } from './bookingChangeListeners'
import { changeFormOpened, selectBookingChange } from './bookingChangeSlice'
import { ChangeForm } from './ChangeForm'
import { ChangeMoneyLines } from './ChangePrice'
import { changeMoneyOf } from './changeSelectors'
import { draftOf } from './changeDraft'
import { ChangeVersions } from './ChangeVersions'
import { useChangeWords } from './useChangeWords'

/** What the change just made came to: changed, and what is paid, refunded or kept. */
function ChangeMade({ booking }: { booking: Booking }) {
  const { t, kept } = useChangeWords(booking)
  const { made, bookingId } = useAppSelector(selectBookingChange)
  if (!made || bookingId !== booking._id) return null
  return (
    <div role="status">
      <p>{t('Change.done')}</p>
      <ChangeMoneyLines money={changeMoneyOf(made)} currency={booking.currency} kept={kept} />
    </div>
  )
}

/**
 * The booking page's "Change this booking": the form for a confirmed booking, what the last
 * change came to, and the booking's changes (docs/money.md, Changes).
 */
export function ChangeCard({ booking, names }: { booking: Booking; names: ItemNames }) {
  useFeature(bookingChangeFeature)
  useFeature(checkoutFeature)
  const { t, dispatch } = useView('bookings')
  const change = useAppSelector(selectBookingChange)
  const changeable = booking.status === 'confirmed'
  if (!changeable && !booking.versions?.length) return null
  const open = () => dispatch(changeFormOpened({ bookingId: booking._id, terms: draftOf(booking) }))
  const formShown = changeable && change.open && change.bookingId === booking._id
  return (
    <SectionCard title={t('Change.title')}>
      <ChangeMade booking={booking} />
      {formShown ? <ChangeForm booking={booking} names={names} /> : null}
      {changeable && !formShown ? (
        <Button variant="secondary" onClick={open}>
          {t('Change.open')}
        </Button>
      ) : null}
      <ChangeVersions booking={booking} />
    </SectionCard>
  )
}
