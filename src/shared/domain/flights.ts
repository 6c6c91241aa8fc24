/**
 * A booking's inbound flight news (docs/product.md, Flights): the family says the plane lands
 * late or is cancelled, a flight data provider sends its status, or the desk notes what it heard.
 */
export const FLIGHT_STATUSES = ['on_time', 'delayed', 'cancelled', 'landed'] as const
export type FlightStatus = (typeof FLIGHT_STATUSES)[number]

/** Who told us: the family (booking page or the emailed link), the flight data port, the desk. */
export const FLIGHT_SOURCES = ['family', 'flight_data', 'desk'] as const
export type FlightSource = (typeof FLIGHT_SOURCES)[number]

/** Minutes after the expected arrival before a booking may be marked a no-show, unless configured. */
export const DEFAULT_NO_SHOW_GRACE_MINUTES = 90

export const FLIGHT_ERROR_CODES = [
  /** The gear was handed over, the booking ended, or it is a delivery: news changes nothing (409). */
  'FLIGHT_NEWS_CLOSED',
  /** A new arrival not on the pickup day or the day after, or not on the location's clock (400). */
  'INVALID_ARRIVAL',
  /** The flight status port is not configured (FLIGHT_STATUS_SECRET unset) (404). */
  'FLIGHT_PORT_OFF',
] as const
