/**
 * The support's part of the store, for app/ to assemble: the action log a report carries, how
 * actions are cleaned of personal data, and the report dialog's slice (added when it opens).
 */
export { createActionLog, type ActionLog } from './actionLog'
export { sanitize } from './sanitize'
export { supportSlice } from './supportSlice'
