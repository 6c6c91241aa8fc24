import type { AppStartListening } from '../../app/listenerMiddleware'
import { selectLanguage } from '../preferences'
import { reportDownloaded, reportDownloadRequested } from './supportSlice'

/** Download: the recorded window becomes a file in the Redux DevTools import format. */
export function addSupportListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: reportDownloadRequested,
    effect: async ({ payload }, { dispatch, getState, extra }) => {
      // Loaded on the first download, like the dialog that asks for it.
      const { reportFileName, reportNow, reportText } = await import(
        /* webpackChunkName: "ReportProblemForm" */ './supportReport'
      )
      const report = reportNow(extra, selectLanguage(getState()), payload.description.trim())
      extra.download(reportFileName(report.tinytrip.recorded_at), reportText(report))
      dispatch(reportDownloaded())
    },
  })
}
