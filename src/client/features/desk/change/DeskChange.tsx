import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { useFeature } from '../../../app/lazyFeature'
import { useView } from '../../../app/useView'
import { ChangePanel, ChangeTexts } from '../../bookingChange'
import { deskListStyles as styles } from '../shell'
import { deskChangeFeature } from './deskChangeFeature'
import { useDeskChangeTexts } from './deskChangeTexts'

/**
 * Changing a booking at the desk (docs/desk.md), in a chunk of its own with its texts: the
 * family's choices (dates, times, units, items), the difference before it is committed, an
 * admin's reason to refund a reduction within 24 hours anyway, and the booking's changes.
 */
export default function DeskChange({
  booking,
  isAdmin,
}: {
  booking: DeskBookingDetail
  isAdmin: boolean
}) {
  useDeskChangeTexts()
  useFeature(deskChangeFeature)
  const { t } = useView('deskChange')
  if (booking.status !== 'confirmed' && !booking.versions?.length) return null
  const names = Object.fromEntries(booking.items.map((item) => [item.gear_id, item.name]))
  return (
    <section aria-labelledby="change-title" className={styles.section}>
      <h3 id="change-title">{t('Change.title')}</h3>
      <ChangeTexts.Provider value="deskChange">
        <ChangePanel booking={booking} names={names} by="desk" canOverride={isAdmin} />
      </ChangeTexts.Provider>
    </section>
  )
}
