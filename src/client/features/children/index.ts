/**
 * The children on a family's account (docs/safety.md): the profile page's section, their reading,
 * and the seat warnings shown before paying.
 */
export { default as ChildrenSection } from './ChildrenSection'
export { childrenApi } from './childrenApi'
export { SeatWarningList } from './SeatWarningList'
