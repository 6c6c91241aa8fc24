/**
 * The handover of a booking at the desk: the booking screen mounts `<HandoverSection booking>`,
 * which shows the panels its booking allows now (check-out, check-in with claims, no-show); their
 * API and drafts. The desk's chunk dispatches `handoverInjected()`.
 */
export { CheckInPanel, type ClaimLimits } from './CheckInPanel'
export { unitShares } from './claimDrafts'
export { CheckOutPanel } from './CheckOutPanel'
export { HandoverSection } from './HandoverSection'
export { HandoverSubmit } from './HandoverSubmit'
export { NoShowButton } from './NoShowButton'
export { handoverApi, useGetHandoverOptionsQuery } from './handoverApi'
export { handoverInjected } from './handoverInjected'
export {
  checkInUnitScanned,
  checkOutTagChanged,
  handoverSlice,
  handoverSucceeded,
  initialHandoverState,
  selectCheckOutSlots,
  selectHandoverStatus,
  type HandoverState,
} from './handoverSlice'
export type { CheckOutSlot } from './handoverDrafts'
