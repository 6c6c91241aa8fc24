/**
 * The per-address limit on reports of a flight (the family's booking page, the emailed link,
 * the sandbox's flight status): each report writes the booking's news and emails the family, so
 * one address may send so many in a window, counted in the database for every server process
 * together. Generous for a family telling each new time, or a few families behind one airport
 * address.
 */
export const FLIGHT_REPORT_LIMIT = {
  rateLimit: { max: 20, timeWindow: '15 minutes', acrossProcesses: true },
} as const
