import { Type, type Static } from 'typebox'
import { LanguageField } from './accounts'

export const SUPPORT_DESCRIPTION_MAX_LENGTH = 2000

/** Where and when the report was recorded; Redux DevTools ignores this key on import. */
export const ReportContext = Type.Object({
  app_version: Type.String({ minLength: 1, maxLength: 100, examples: ['1.4.0'] }),
  language: LanguageField,
  route: Type.String({ minLength: 1, maxLength: 2000, examples: ['/basket'] }),
  recorded_at: Type.String({ format: 'date-time', examples: ['2027-04-09T10:31:00.000Z'] }),
})
export type ReportContext = Static<typeof ReportContext>

/** A recording in the Redux DevTools import format, plus where it was recorded. */
export const RecordedReport = Type.Object({
  payload: Type.String({
    minLength: 2,
    description: 'JSON text of the recorded action array (sanitised).',
  }),
  preloadedState: Type.String({
    minLength: 2,
    description: 'JSON text of the state the actions start from (sanitised).',
  }),
  tinytrip: ReportContext,
})
export type RecordedReport = Static<typeof RecordedReport>

export const SupportReportRequest = Type.Object({
  description: Type.String({
    minLength: 1,
    maxLength: SUPPORT_DESCRIPTION_MAX_LENGTH,
    pattern: '\\S',
    description: 'What went wrong, in the traveller’s words (not only spaces).',
  }),
  report: RecordedReport,
})
export type SupportReportRequest = Static<typeof SupportReportRequest>

export const SupportReportCreated = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  created_at: Type.String({ format: 'date-time' }),
})
export type SupportReportCreated = Static<typeof SupportReportCreated>

export const SupportReportSummary = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  created_at: Type.String({ format: 'date-time' }),
  description: Type.String(),
  route: Type.String(),
  language: LanguageField,
  app_version: Type.String(),
  user_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The signed-in traveller who sent it; null for a guest.',
  }),
  size_bytes: Type.Integer({ description: 'Size of the recorded actions and state.' }),
})
export type SupportReportSummary = Static<typeof SupportReportSummary>

export const SupportReportList = Type.Object({ reports: Type.Array(SupportReportSummary) })
export type SupportReportList = Static<typeof SupportReportList>

export const SupportReportListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
})

/** The downloadable file: import it in Redux DevTools as it is. */
export const SupportReportFile = Type.Object({
  payload: Type.String(),
  preloadedState: Type.String(),
  tinytrip: ReportContext,
  description: Type.String(),
})
export type SupportReportFile = Static<typeof SupportReportFile>
