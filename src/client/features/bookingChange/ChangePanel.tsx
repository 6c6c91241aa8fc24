import { useAppSelector } from '../../app/hooks'
import { Button } from '../../components/Button'
import type { ItemNames } from '../booking'
import { changeFormOpened, selectBookingChange } from './bookingChangeSlice'
import { ChangeForm } from './ChangeForm'
import { ChangeMoneyLines } from './ChangePrice'
import { changeMoneyOf } from './changeSelectors'
import { draftOf, type ChangeBy, type ChangedBooking } from './changeDraft'
import { useChangeView } from './changeTexts'
import { ChangeVersions } from './ChangeVersions'
import { useChangeWords } from './useChangeWords'

interface ChangePanelProps {
  booking: ChangedBooking
  names: ItemNames
  by: ChangeBy
  /** An admin at the desk: a reduction within 24 hours may be refunded anyway, with a reason. */
  canOverride?: boolean
  /** The family pays a difference still owed. */
  onPay?: () => void
}

/** What the change just made came to: changed, and what is paid, refunded or kept. */
function ChangeMade({ booking, by }: Pick<ChangePanelProps, 'booking' | 'by'>) {
  const { t, kept } = useChangeWords(booking)
  const change = useAppSelector(selectBookingChange)
  const { made } = change
  if (!made || change.bookingId !== booking.id || change.by !== by) return null
  return (
    <div role="status">
      <p>{t('Change.done')}</p>
      <ChangeMoneyLines money={changeMoneyOf(made)} currency={booking.currency} kept={kept} />
    </div>
  )
}

/**
 * Changing a booking, by the family or at the desk (docs/money.md, Changes): what the last
 * change came to, the form for a confirmed booking, and the booking's changes.
 */
export function ChangePanel({ booking, names, by, canOverride = false, onPay }: ChangePanelProps) {
  const { t, dispatch } = useChangeView()
  const change = useAppSelector(selectBookingChange)
  const changeable = booking.status === 'confirmed'
  const open = () =>
    dispatch(changeFormOpened({ bookingId: booking.id, terms: draftOf(booking), by }))
  const formShown = changeable && change.open && change.by === by && change.bookingId === booking.id
  return (
    <>
      <ChangeMade booking={booking} by={by} />
      {formShown ? <ChangeForm booking={booking} names={names} canOverride={canOverride} /> : null}
      {changeable && !formShown ? (
        <Button variant="secondary" onClick={open}>
          {t('Change.open')}
        </Button>
      ) : null}
      <ChangeVersions booking={booking} onPay={onPay} />
    </>
  )
}
