/**
 * The desk's shell: its frame (navigation, "not allowed"), the location every room works at, and
 * what the rooms share (screen frame, loading and error states, paging, paths, formats, money,
 * styles and texts).
 */
export { DeskError } from './DeskError'
export { DeskNav } from './DeskNav'
export { FactList, type Fact } from './FactList'
export { DeskScreen } from './DeskScreen'
export { LocationPicker, useDeskTimeZone } from './LocationPicker'
export { AdminsOnly, NotAllowed } from './NotAllowed'
export { Pager } from './Pager'
export { QueryState } from './QueryState'
export { useCursorPages } from './useCursorPages'
export { errorCodeOf } from './errorCode'
export { filenameOf, type CsvFile } from './csvFile'
export { isDeliveryBooking } from './deliveryBooking'
export { telHref, useDeskFormat } from './deskFormat'
export { amountProblem, centsFromText, newIdempotencyKey, type AmountProblem } from './deskMoney'
export { deskPaths, deskScreenOf } from './deskPaths'
export {
  deskSlice,
  initialDeskState,
  locationChosen,
  selectDeskLocation,
  type DeskState,
} from './deskSlice'
export { deskSliceState } from './deskSliceState'
export {
  afterBookingChange,
  BOOKING_CHANGE_TAGS,
  bookingUrl,
  staffChange,
  type StaffChange,
} from './staffChanges'
export { addDeskTranslations, useBundledTexts, type BundledTexts } from './deskTranslations'
export { default as deskStyles } from './Desk.module.css'
export { default as deskListStyles } from './DeskBookings.module.css'
