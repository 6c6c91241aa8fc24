/**
 * Changing a booking's public face: the booking page's card, and for the desk's change (its own
 * chunk) the same state machine, form and list of changes, spoken in the desk's words.
 */
export { ChangeCard } from './ChangeCard'
export { ChangePanel } from './ChangePanel'
export { ChangeTexts } from './changeTexts'
export { changeListenersFor } from './changeListeners'
export { bookingChangeSlice } from './bookingChangeSlice'
