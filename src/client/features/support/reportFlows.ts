import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { sendForm } from '../forms'
import { selectReportForm, selectReportProblem } from './reportForm'
import { supportApi } from './supportApi'
import { reportDownloadRequested } from './supportSlice'

type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

/** Send or Download pressed: a description that passes the rules becomes a report. */
export async function submitReport(
  via: 'download' | undefined,
  { dispatch, getState }: ListenerApi,
) {
  if (selectReportProblem(getState())) return
  const { description } = selectReportForm(getState()).draft
  if (via === 'download') {
    dispatch(reportDownloadRequested({ description }))
    return
  }
  await sendForm(
    'report',
    () => dispatch(supportApi.endpoints.sendSupportReport.initiate({ description })),
    () => 'sendFailed',
    dispatch,
  )
}
