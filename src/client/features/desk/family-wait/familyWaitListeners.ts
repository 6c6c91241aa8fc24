import { reportOf } from '../../../../shared/domain/flightReports'
import { apiErrorCode } from '../../../app/apiError'
import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { familyWaitApi } from './familyWaitApi'
import {
  familyCallFailed,
  familyCallRecorded,
  familyCallSubmitted,
  familyWaitSlice,
  flightNewsFailed,
  flightNewsNoted,
  flightNewsSubmitted,
  selectFamilyCall,
  selectFlightNewsDraft,
} from './familyWaitSlice'

/** The flight news staff noted, sent once the draft makes a report (a second press sends none). */
const sendFlightNews = addAppListener({
  actionCreator: flightNewsSubmitted,
  effect: async ({ payload: { bookingId, startDate } }, listenerApi) => {
    if (selectFlightNewsDraft(listenerApi.getOriginalState(), bookingId).busy) return
    const draft = selectFlightNewsDraft(listenerApi.getState(), bookingId)
    const report = reportOf(draft, startDate)
    if (!draft.busy || !report) return
    const { error } = await listenerApi.dispatch(
      familyWaitApi.endpoints.noteFlightNews.initiate({ id: bookingId, body: report }),
    )
    listenerApi.dispatch(
      error
        ? flightNewsFailed({ bookingId, code: apiErrorCode(error) ?? 'INTERNAL_ERROR' })
        : flightNewsNoted({ bookingId }),
    )
  },
})

/** A call to the family, with its note when one was written. */
const sendFamilyCall = addAppListener({
  actionCreator: familyCallSubmitted,
  effect: async ({ payload: { bookingId } }, listenerApi) => {
    if (selectFamilyCall(listenerApi.getOriginalState(), bookingId).busy) return
    const note = selectFamilyCall(listenerApi.getState(), bookingId).note.trim()
    const { error } = await listenerApi.dispatch(
      familyWaitApi.endpoints.recordFamilyCall.initiate({
        id: bookingId,
        body: { note: note || null },
      }),
    )
    listenerApi.dispatch(
      error
        ? familyCallFailed({ bookingId, code: apiErrorCode(error) ?? 'INTERNAL_ERROR' })
        : familyCallRecorded({ bookingId }),
    )
  },
})

/** A pickup waiting for its family: the drafts and requests, joined with their views. */
export const familyWaitFeature: LazyFeature = {
  slice: familyWaitSlice,
  listeners: [sendFlightNews, sendFamilyCall],
}
