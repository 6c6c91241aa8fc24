/** The desk's audit log (admins): every staff action, filtered and paged; its slice and listener. */
export { AuditScreen } from './AuditScreen'
export { auditFeature } from './deskAuditListeners'
export { deskAuditSlice } from './deskAuditSlice'
