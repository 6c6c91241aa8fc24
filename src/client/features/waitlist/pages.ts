/**
 * The waitlist email's leave link: its token in the fragment (never the query), as the deposit
 * link's. Only the server makes its address (the email).
 */
export const WAITLIST_LEAVE_PATH = '/waitlist/leave'

/** Its page, loaded on demand in a chunk named after it (from the not-found page). */
export const waitlistLeavePage = () =>
  import(/* webpackChunkName: "WaitlistLeavePage" */ './WaitlistLeavePage')
