/** A booking's address in the desk's API. */
export const bookingUrl = (id: string) => `/desk/bookings/${encodeURIComponent(id)}`

/** The lists a staff change to a booking makes stale, besides the booking's own page. */
const STALE_LISTS = ['DeskDay', 'DeskLookup', 'DeskAttention', 'DeskAudit'] as const

/** The tags of what a staff change to a booking makes stale. */
export const BOOKING_CHANGE_TAGS = ['DeskBooking', ...STALE_LISTS] as const

/** What every staff change to a booking makes stale: its page, the lists and the audit log. */
export const afterBookingChange = (id: string) => [
  { type: 'DeskBooking' as const, id },
  ...STALE_LISTS,
]

/** A staff change to a booking, with the key that makes its retries safe. */
export interface StaffChange<Body> {
  id: string
  idempotencyKey: string
  body: Body
}

/** The request of a staff change at `path` under the booking, sent with its idempotency key. */
export const staffChange =
  (path: string) =>
  ({ id, idempotencyKey, body }: StaffChange<object>) => ({
    url: `${bookingUrl(id)}/${path}`,
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body,
  })
