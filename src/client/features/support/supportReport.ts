import type { ReportContext, SupportReportFile } from '../../../shared/contract/supportReports'
import type { Language } from '../../../shared/domain/languages'
import { APP_VERSION } from '../../app/buildInfo'
import type { AppExtra } from '../../app/services'
import type { RecordedWindow } from './actionLog'
import { sanitize } from './sanitize'

/**
 * The Redux DevTools import format (`payload`: JSON of the recorded actions, oldest first;
 * `preloadedState`: JSON of the state before the first), plus where and when it was made
 * (`tinytrip`, whose route has no query: it may hold a reset or activation code) and the
 * traveller's description; DevTools ignores the last two.
 */
export type SupportReport = SupportReportFile

export const DESCRIPTION_MAX_LENGTH = 2000

/** The path of an address: no query or fragment. */
export const routeOf = (address: string) => address.split(/[?#]/)[0] || '/'

export function buildSupportReport(
  recorded: RecordedWindow,
  context: ReportContext,
  description: string,
): SupportReport {
  return {
    payload: JSON.stringify(sanitize(recorded.actions)),
    preloadedState: JSON.stringify(sanitize(recorded.preloadedState)),
    tinytrip: context,
    description,
  }
}

/** `tinytrip-report-2027-03-01T10-00-00Z.json` */
export const reportFileName = (recordedAt: string) =>
  `tinytrip-report-${recordedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.json`

export const reportText = (report: SupportReport) => JSON.stringify(report, null, 2)

/** The report of this store's recorded window, made now on the current page. */
export function reportNow(extra: AppExtra, language: Language, description: string) {
  return buildSupportReport(
    extra.actionLog.window(),
    {
      app_version: APP_VERSION,
      language,
      route: routeOf(extra.page.address()),
      recorded_at: new Date(extra.clock.now()).toISOString(),
    },
    description,
  )
}
