/** Changing a booking's public face: the booking page's card. */
export { ChangeCard } from './ChangeCard'
