import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AuditPage } from '../../../shared/contract/desk-bookings'
import { listActions, recordAction, type AuditFilter, type StaffActionRecord } from './log'

export type { AuditFilter, StaffActionRecord } from './log'

/** The audit log of staff actions: written inside the change's transaction, never edited. */
export interface AuditService {
  /** Appends one row in `tx`: it commits with the change it describes, or not at all. */
  record(args: StaffActionRecord): Promise<void>
  /** Newest first, filtered, one page. */
  list(args: AuditFilter): Promise<AuditPage>
}

/** The audit log, as `app.audit`. Rows are append-only (a trigger refuses UPDATE and DELETE). */
export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    const audit: AuditService = {
      record: (args) => recordAction(args),
      list: (args) => listActions(app.db, args),
    }
    app.decorate('audit', audit)
  },
  { name: 'audit', dependencies: ['database'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService
  }
}
