/**
 * Travellers' bug reports: a sanitised recording of the app's actions and state in the Redux
 * DevTools import format, kept with the traveller's description for support staff to replay.
 */
import { desc, eq } from 'drizzle-orm'
import type {
  SupportReportCreated,
  SupportReportFile,
  SupportReportList,
  SupportReportRequest,
} from '../../../shared/contract/supportReports'
import type { SupportContext } from './context'
import { supportReports } from '../../db/schema'
import { notFound } from '../../errors'
import { checkRecording } from './recording'

export async function createSupportReport(
  { db }: SupportContext,
  { request, userId }: { request: SupportReportRequest; userId: string | null },
): Promise<SupportReportCreated> {
  const { report } = request
  checkRecording(report)
  const [row] = await db
    .insert(supportReports)
    .values({
      userId,
      description: request.description.trim(),
      payload: report.payload,
      preloadedState: report.preloadedState,
      appVersion: report.tinytrip.app_version,
      language: report.tinytrip.language,
      route: report.tinytrip.route,
      recordedAt: new Date(report.tinytrip.recorded_at),
      sizeBytes: Buffer.byteLength(report.payload) + Buffer.byteLength(report.preloadedState),
    })
    .returning({ id: supportReports.id, createdAt: supportReports.createdAt })
  if (!row) throw new Error('support report insert returned no row')
  return { _id: row.id, created_at: row.createdAt.toISOString() }
}

/** Newest first, without the recordings themselves. */
export async function listSupportReports(
  { db }: SupportContext,
  page: { limit: number; offset: number },
): Promise<SupportReportList> {
  const rows = await db
    .select({
      id: supportReports.id,
      createdAt: supportReports.createdAt,
      description: supportReports.description,
      route: supportReports.route,
      language: supportReports.language,
      appVersion: supportReports.appVersion,
      userId: supportReports.userId,
      sizeBytes: supportReports.sizeBytes,
    })
    .from(supportReports)
    .orderBy(desc(supportReports.createdAt), desc(supportReports.id))
    .limit(page.limit)
    .offset(page.offset)
  return {
    reports: rows.map((row) => ({
      _id: row.id,
      created_at: row.createdAt.toISOString(),
      description: row.description,
      route: row.route,
      language: row.language,
      app_version: row.appVersion,
      user_id: row.userId,
      size_bytes: row.sizeBytes,
    })),
  }
}

/** The report as the file staff download and import into Redux DevTools. */
export async function getSupportReportFile(
  { db }: SupportContext,
  { id }: { id: string },
): Promise<SupportReportFile> {
  const [row] = await db.select().from(supportReports).where(eq(supportReports.id, id))
  if (!row) throw notFound('Support report not found')
  return {
    payload: row.payload,
    preloadedState: row.preloadedState,
    tinytrip: {
      app_version: row.appVersion,
      language: row.language,
      route: row.route,
      recorded_at: row.recordedAt.toISOString(),
    },
    description: row.description,
  }
}
