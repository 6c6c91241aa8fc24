import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import type { AppDispatch } from '../../app/store'
import { describeApiError } from '../../lib/apiErrors'
import { linkProblemOf } from '../../lib/emailedLinks'
import { reportOf } from '../../../shared/domain/flightReports'
import { bookingPageOpened } from '../booking'
import { flightApi } from './flightApi'
import {
  flightLinkOpened,
  flightLinkRead,
  flightLinkRefused,
  flightReportFailed,
  flightReportSent,
  flightReportSubmitted,
  flightSlice,
  selectFlight,
  type FlightReportError,
} from './flightSlice'

function reportErrorOf(error: unknown): FlightReportError {
  const { code } = describeApiError(error)
  return code === 'INVALID_ARRIVAL' || code === 'FLIGHT_NEWS_CLOSED' ? code : 'FAILED'
}

async function readLink(token: string, dispatch: AppDispatch) {
  const request = dispatch(flightApi.endpoints.viewFlightLink.initiate({ token }, { track: false }))
  try {
    dispatch(flightLinkRead({ view: await request.unwrap() }))
  } catch (error) {
    dispatch(flightLinkRefused({ problem: linkProblemOf(error) }))
  }
}

/**
 * "We land late": the link's page reads what the link is for (the latest opening wins); a
 * report that passes the form's rules is sent to the booking or through the link, and the
 * booking page shows its booking again (a cancelled flight may be cancelled free of charge).
 */
export const flightListeners = [
  addAppListener({
    actionCreator: flightLinkOpened,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners()
      await readLink(payload.token, api.dispatch)
    },
  }),
  addAppListener({
    actionCreator: flightReportSubmitted,
    effect: async ({ payload: { target, startDate } }, { dispatch, getState }) => {
      const { form } = selectFlight(getState())
      const report = reportOf(form.draft, startDate)
      if (form.status !== 'sending' || !report) return
      const { reportFlightByLink, reportFlight } = flightApi.endpoints
      const request =
        'token' in target
          ? dispatch(reportFlightByLink.initiate({ token: target.token, ...report }))
          : dispatch(reportFlight.initiate({ bookingId: target.bookingId, report }))
      try {
        dispatch(flightReportSent({ view: await request.unwrap() }))
        if ('bookingId' in target) dispatch(bookingPageOpened({ lookup: { id: target.bookingId } }))
      } catch (error) {
        dispatch(flightReportFailed({ error: reportErrorOf(error) }))
      }
    },
  }),
]

/** The flight report's state and workflows, joined to the store when first shown. */
export const flightFeature: LazyFeature = { slice: flightSlice, listeners: flightListeners }
