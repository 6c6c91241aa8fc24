import { reportOf } from '../../../../shared/domain/flightReports'
import { apiErrorCode } from '../../../app/apiError'
import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { deskFlightNewsApi } from './deskFlightNewsApi'
import {
  deskFlightNewsSlice,
  flightNewsFailed,
  flightNewsNoted,
  flightNewsSubmitted,
  selectFlightNewsDraft,
} from './deskFlightNewsSlice'

/** The flight news staff noted, sent once the draft makes a report (a second press sends none). */
const sendFlightNews = addAppListener({
  actionCreator: flightNewsSubmitted,
  effect: async ({ payload: { bookingId, startDate } }, listenerApi) => {
    if (selectFlightNewsDraft(listenerApi.getOriginalState(), bookingId).busy) return
    const draft = selectFlightNewsDraft(listenerApi.getState(), bookingId)
    const report = reportOf(draft, startDate)
    if (!draft.busy || !report) return
    const { error } = await listenerApi.dispatch(
      deskFlightNewsApi.endpoints.noteFlightNews.initiate({ id: bookingId, body: report }),
    )
    listenerApi.dispatch(
      error
        ? flightNewsFailed({ bookingId, code: apiErrorCode(error) ?? 'INTERNAL_ERROR' })
        : flightNewsNoted({ bookingId }),
    )
  },
})

/** The desk's flight news: its draft and its request, joined with its form. */
export const deskFlightNewsFeature: LazyFeature = {
  slice: deskFlightNewsSlice,
  listeners: [sendFlightNews],
}
