/** The flight report's public face: the booking page's flight card. */
export { FlightCard } from './FlightCard'
