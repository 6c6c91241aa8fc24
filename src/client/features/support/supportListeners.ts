import { addAppListener } from '../../app/lazyFeature'
import { selectLanguage } from '../preferences'
import { reportDownloaded, reportDownloadRequested } from './supportSlice'

/** Download: the recorded window becomes a file in the Redux DevTools import format. */
export const supportListeners = [
  addAppListener({
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
  }),
]
