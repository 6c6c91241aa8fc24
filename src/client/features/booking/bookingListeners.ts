import type { AppStartListening } from '../../app/listenerMiddleware'
import { selectLanguage } from '../preferences'
import { bookingCancelRequested, cancelRequestKey } from './bookingEvents'
import { loadBookingsApi } from './loadBookingsApi'

export function addBookingListeners(startAppListening: AppStartListening) {
  // State machines (docs/product.md): cancellation, after the traveller confirms; the page shows
  // the request's outcome.
  startAppListening({
    actionCreator: bookingCancelRequested,
    effect: async ({ payload }, { dispatch, getState, extra }) => {
      const bookingsApi = await loadBookingsApi()
      if (!(await extra.confirm(payload.confirmMessage))) return
      await dispatch(
        bookingsApi.endpoints.cancelBooking.initiate(
          { id: payload.bookingId, lang: selectLanguage(getState()) },
          { fixedCacheKey: cancelRequestKey(payload.bookingId) },
        ),
      )
    },
  })
}
