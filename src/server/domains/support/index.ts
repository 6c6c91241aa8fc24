import type {
  SupportReportCreated,
  SupportReportFile,
  SupportReportList,
  SupportReportRequest,
} from '../../../shared/contract/supportReports'
import type { SupportContext } from './context'
import { createSupportReport, getSupportReportFile, listSupportReports } from './reports'
import { domainPlugin } from '../../plugins/domain-plugin'

/** Travellers' bug reports, kept for support staff to replay in Redux DevTools. */
export interface SupportService {
  /** 400 INVALID_REPORT unless the recording is what Redux DevTools can import. */
  createReport(args: {
    request: SupportReportRequest
    userId: string | null
  }): Promise<SupportReportCreated>
  /** Newest first, without the recordings themselves. */
  listReports(args: { limit: number; offset: number }): Promise<SupportReportList>
  /** The report as the file staff download and import. */
  getReportFile(args: { id: string }): Promise<SupportReportFile>
}

export function createSupportService(ctx: SupportContext): SupportService {
  return {
    createReport: (args) => createSupportReport(ctx, args),
    listReports: (args) => listSupportReports(ctx, args),
    getReportFile: (args) => getSupportReportFile(ctx, args),
  }
}

/** Support reports, as `app.support`. */
export const supportPlugin = domainPlugin('support', ['database'], (app) =>
  createSupportService({ db: app.db }),
)

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService
  }
}
