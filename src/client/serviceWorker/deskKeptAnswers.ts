/**
 * What the desk's service worker keeps of the API, shared with the desk that reads it: the day's
 * lists (the pickups and returns of a day, the driver's run, the attention list) and the bookings
 * opened from them with their handover's units, in a cache whose name starts `desk-` (deleted
 * once the queue is sent, and whenever a session ends), each kept answer marked with when it was
 * fetched.
 */
export const DESK_KEPT_CACHE = 'desk-lists'

/** On a kept answer the service worker gives back: when it was fetched (epoch ms). */
export const KEPT_AT_HEADER = 'x-desk-kept-at'

const KEPT_LISTS = ['/api/desk/bookings/day', '/api/desk/run', '/api/desk/bookings/attention']

/** A booking of the desk, or the units its handover can take: `/api/desk/bookings/{id}[/handover]`. */
const KEPT_BOOKING = /^\/api\/desk\/bookings\/[0-9a-f-]{36}(\/handover)?$/

export const isKeptForOffline = (url: URL) =>
  KEPT_LISTS.includes(url.pathname) || KEPT_BOOKING.test(url.pathname)
