/**
 * The handover panels of a booking at the desk (check-out, check-in, no-show), their API and
 * drafts. The booking screen mounts them (`<CheckOutPanel bookingId items>` when
 * `can_check_out`, `<CheckInPanel bookingId units>` when `can_check_in`, `<NoShowButton
 * bookingId>` when `can_mark_no_show`); the desk's chunk dispatches `handoverInjected()`.
 */
export { CheckInPanel, type ClaimLimits } from './CheckInPanel'
export { unitShares } from './claimDrafts'
export { CheckOutPanel } from './CheckOutPanel'
export { NoShowButton } from './NoShowButton'
export { handoverApi, useGetHandoverOptionsQuery } from './handoverApi'
export { handoverInjected } from './handoverInjected'
export {
  handoverSlice,
  initialHandoverState,
  selectHandoverStatus,
  type HandoverState,
} from './handoverSlice'
