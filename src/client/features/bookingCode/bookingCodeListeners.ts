import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { bookingCodeApi } from './bookingCodeApi'
import {
  bookingCodeFailed,
  bookingCodeLoaded,
  bookingCodeSlice,
  bookingCodeWanted,
} from './bookingCodeSlice'

/** Reads a booking's QR code when the booking is shown. */
const readBookingCode = addAppListener({
  actionCreator: bookingCodeWanted,
  effect: async ({ payload: { bookingId } }, listenerApi) => {
    const { data, error } = await listenerApi.dispatch(
      bookingCodeApi.endpoints.bookingCode.initiate(bookingId, {
        subscribe: false,
        forceRefetch: true,
      }),
    )
    listenerApi.dispatch(
      error || !data
        ? bookingCodeFailed({ bookingId })
        : bookingCodeLoaded({ bookingId, svg: data.svg }),
    )
  },
})

/** The booking code's slice and listener, joining the store with their chunk. */
export const bookingCodeFeature: LazyFeature = {
  slice: bookingCodeSlice,
  listeners: [readBookingCode],
}
