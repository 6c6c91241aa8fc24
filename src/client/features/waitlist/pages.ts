/** The waitlist email's leave page, loaded on demand in a chunk named after it (from errors). */
export const waitlistLeavePage = () =>
  import(/* webpackChunkName: "WaitlistLeavePage" */ './WaitlistLeavePage')
