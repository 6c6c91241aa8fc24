import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { selectLanguage } from '../../preferences'
import { errorCodeOf, selectDeskLocation } from '../shell'
import { deskReportsApi } from './reportsApi'
import {
  deskReportsSlice,
  reportCsvFailed,
  reportCsvRequested,
  reportCsvSaved,
  selectDeskReports,
} from './reportsSlice'

/** Fetches the report's CSV file (with the staff member's token) and saves it to the device. */
const saveReportCsv = addAppListener({
  actionCreator: reportCsvRequested,
  effect: async ({ payload }, { dispatch, getState, extra }) => {
    if (selectDeskReports(getState()).downloading !== payload.report) return
    const request = dispatch(
      deskReportsApi.endpoints.getReportCsv.initiate(
        {
          location: selectDeskLocation(getState()),
          report: payload.report,
          period: payload.period,
          language: selectLanguage(getState()),
        },
        { forceRefetch: true, subscribe: false },
      ),
    )
    const result = await request
    if (result.error || !result.data) {
      dispatch(reportCsvFailed(errorCodeOf(result.error)))
      return
    }
    extra.download(result.data.filename, result.data.text, 'text/csv')
    dispatch(reportCsvSaved())
  },
})

/** The Reports screen's slice and listener, joined to the store when its chunk first renders. */
export const deskReportsFeature: LazyFeature = {
  slice: deskReportsSlice,
  listeners: [saveReportCsv],
}
