/**
 * Handover actions the desk took while the server could not be reached, sent later: the server
 * takes the time staff took one (`Taken-At`) within these bounds and keeps it in the audit log.
 */

/** The oldest an action taken offline may be when it arrives (older: 422 TAKEN_AT_OUT_OF_RANGE). */
export const OFFLINE_ACTION_MAX_AGE_HOURS = 72
/** How far ahead of the server's clock the desk's clock may run (later: 422, in the future). */
export const OFFLINE_CLOCK_SKEW_MS = 2 * 60_000
