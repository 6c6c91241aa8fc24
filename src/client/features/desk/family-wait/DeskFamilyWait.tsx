import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { useFeature } from '../../../app/lazyFeature'
import en from '../../../../../translations/en/deskFamilyWait.json'
import es from '../../../../../translations/es/deskFamilyWait.json'
import { useBundledTexts, type BundledTexts } from '../shell'
import { FamilyCalls } from './FamilyCalls'
import { familyWaitFeature } from './familyWaitListeners'
import { FlightNewsForm } from './FlightNewsForm'

const TEXTS: BundledTexts = { en, es }

/**
 * A pickup and its family, in a chunk of its own with its texts, drafts and requests (the desk's
 * own chunk is at its size budget): while the gear waits (`waiting`), the flight news form and
 * a call to record; the calls made, always.
 */
export default function DeskFamilyWait({
  booking,
  waiting,
}: {
  booking: DeskBookingDetail
  waiting: boolean
}) {
  useBundledTexts('deskFamilyWait', TEXTS)
  useFeature(familyWaitFeature)
  return (
    <>
      {waiting ? <FlightNewsForm booking={booking} /> : null}
      <FamilyCalls booking={booking} canCall={waiting} />
    </>
  )
}
