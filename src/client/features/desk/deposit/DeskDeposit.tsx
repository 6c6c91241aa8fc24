import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { useFeature } from '../../../app/lazyFeature'
import { deskDepositFeature } from './deskDepositFeature'
import { useDeskDepositTexts } from './deskDepositTexts'
import { DepositSection } from './DepositSection'

/**
 * The booking's deposit at the desk, in a chunk of its own with its texts, its decision's
 * draft and request (loaded with the first booking opened): the desk's own chunk is near its
 * size budget.
 */
export default function DeskDeposit(props: { booking: DeskBookingDetail; isAdmin: boolean }) {
  useDeskDepositTexts()
  useFeature(deskDepositFeature)
  return <DepositSection {...props} />
}
