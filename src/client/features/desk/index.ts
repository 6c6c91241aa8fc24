/** The staff desk (/desk): its page, store slice and API, for the router and tests. */
export { default } from './DeskPage'
export { deskApi } from './deskApi'
export {
  deskSlice,
  initialDeskState,
  locationChosen,
  pendingChangeClosed,
  searchChanged,
  selectDeskLocation,
  selectDeskSearch,
  selectDeskStatusFilter,
  selectPendingUnitChange,
  statusFilterChanged,
  unitsShortReported,
  type DeskState,
} from './shell'
export { deskSliceInjected } from './deskInjected'
