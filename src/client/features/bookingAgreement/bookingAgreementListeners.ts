import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { bookingAgreementApi } from './bookingAgreementApi'
import {
  bookingAgreementRead,
  bookingAgreementSlice,
  bookingAgreementWanted,
} from './bookingAgreementSlice'

/** Reads a booking's signed agreement when the booking is shown; none (404) reads as null. */
const readBookingAgreement = addAppListener({
  actionCreator: bookingAgreementWanted,
  effect: async ({ payload: { bookingId } }, listenerApi) => {
    const { data } = await listenerApi.dispatch(
      bookingAgreementApi.endpoints.bookingAgreement.initiate(bookingId, {
        subscribe: false,
        forceRefetch: true,
      }),
    )
    listenerApi.dispatch(bookingAgreementRead({ bookingId, agreement: data ?? null }))
  },
})

/** The booking agreement's slice and listener, joining the store with their chunk. */
export const bookingAgreementFeature: LazyFeature = {
  slice: bookingAgreementSlice,
  listeners: [readBookingAgreement],
}
