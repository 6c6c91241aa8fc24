import type { UnknownAction } from '@reduxjs/toolkit'
import { selectLanguage } from '../preferences'
import { cancelErrorKey, disputeErrorKey } from './bookingErrors'
import {
  bookingCancelConfirmed,
  bookingPageLeft,
  bookingPageOpened,
  myBookingsOpened,
  type BookingLookup,
} from './bookingEvents'
import { selectBookingPage, selectRefund } from './bookingSelectors'
import {
  bookingCancelFailed,
  bookingCancelled,
  bookingLoaded,
  bookingLoadFailed,
  bookingLoadStarted,
  bookingsListed,
  bookingsListFailed,
  bookingSlice,
  disputeFailed,
  disputeRequested,
  disputeSent,
  disputeSubmitted,
  sameLookup,
} from './bookingSlice'
import { describeApiError } from '../../lib/apiErrors'
import { loadItemNames, type ListenerApi } from './itemNames'
import { loadBookingsApi } from './loadBookingsApi'

/** How often a pending refund is looked at again, until the card provider settles it. */
export const REFUND_POLL_MS = 3_000

const withSlice = (api: ListenerApi) => api.extra.rootReducer.inject(bookingSlice)

/** Loads the page's booking (and its items' names) in the traveller's language. */
async function loadBooking(api: ListenerApi) {
  const { lookup } = selectBookingPage(api.getState())
  if (!lookup) return
  const bookingsApi = await loadBookingsApi()
  const lang = selectLanguage(api.getState())
  const request = api.dispatch(
    bookingsApi.endpoints.getBooking.initiate(
      { ...lookup, lang },
      { subscribe: false, forceRefetch: true },
    ),
  )
  // The traveller may have opened another booking meanwhile: its answer is no longer shown.
  const stillShown = () => sameLookup(selectBookingPage(api.getState()).lookup, lookup)
  const booking = await request.unwrap().catch((error: unknown) => {
    if (stillShown()) api.dispatch(bookingLoadFailed({ status: describeApiError(error).status }))
  })
  if (!booking) return
  const itemNames = await loadItemNames(booking.pricing, lang, api)
  if (!stillShown()) return
  api.dispatch(bookingLoaded({ booking, itemNames, checkedAt: api.extra.clock.now() }))
}

/** A refund moves on at the card provider: look again every few seconds until it settles. */
async function followRefund(api: ListenerApi) {
  while (selectRefund(api.getState())?.pending) {
    if (await api.condition((action) => bookingPageLeft.match(action), REFUND_POLL_MS)) return
    await loadBooking(api)
  }
}

/** A booking page opened: its booking, then its refund until settled. */
export async function showBooking(lookup: BookingLookup, api: ListenerApi) {
  withSlice(api)
  api.dispatch(bookingLoadStarted({ lookup }))
  await loadBooking(api)
  await followRefund(api)
}

/** State machines (docs/product.md): cancellation; the page shows the outcome and the booking again. */
export async function cancelBooking(bookingId: string, api: ListenerApi) {
  const bookingsApi = await loadBookingsApi()
  const request = api.dispatch(
    bookingsApi.endpoints.cancelBooking.initiate(
      { id: bookingId, lang: selectLanguage(api.getState()) },
      { track: false },
    ),
  )
  try {
    const booking = await request.unwrap()
    api.dispatch(bookingCancelled({ booking, checkedAt: api.extra.clock.now() }))
  } catch (error) {
    api.dispatch(bookingCancelFailed({ error: cancelErrorKey(error) }))
    await loadBooking(api)
  }
  await followRefund(api)
}

/**
 * The family's answer to the claims on its deposit, once it passes the rules (the slice says
 * `sending`): the booking comes back with it in the history. Refused because the claims were
 * decided or their time passed, the booking is read again so the page stops offering to answer.
 */
export async function sendDispute(api: ListenerApi) {
  const { booking, dispute } = selectBookingPage(api.getState())
  // One request per answer: another Send pressed meanwhile finds it on its way already.
  if (!booking || dispute.status !== 'sending' || dispute.requested) return
  api.dispatch(disputeRequested())
  const bookingsApi = await loadBookingsApi()
  const request = api.dispatch(
    bookingsApi.endpoints.disputeDeposit.initiate(
      {
        id: booking._id,
        body: { message: dispute.draft.message.trim() },
        lang: selectLanguage(api.getState()),
      },
      { track: false },
    ),
  )
  try {
    api.dispatch(disputeSent({ booking: await request.unwrap() }))
  } catch (error) {
    const key = disputeErrorKey(error)
    api.dispatch(disputeFailed({ error: key }))
    if (key === 'Errors.DISPUTE_CLOSED' || key === 'Errors.NO_CLAIM') await loadBooking(api)
  }
}

/** My bookings: upcoming and past, in the traveller's language. */
export async function listBookings(api: ListenerApi) {
  withSlice(api)
  const bookingsApi = await loadBookingsApi()
  const request = api.dispatch(
    bookingsApi.endpoints.listBookings.initiate(
      { lang: selectLanguage(api.getState()) },
      { subscribe: false, forceRefetch: true },
    ),
  )
  try {
    api.dispatch(bookingsListed(await request.unwrap()))
  } catch {
    api.dispatch(bookingsListFailed())
  }
}

/** Every `booking/` action reaches here; the events of bookingEvents.ts start their flow. */
export async function onBookingEvent(action: UnknownAction, api: ListenerApi) {
  if (bookingPageOpened.match(action)) await showBooking(action.payload.lookup, api)
  else if (bookingCancelConfirmed.match(action)) await cancelBooking(action.payload.bookingId, api)
  else if (myBookingsOpened.match(action)) await listBookings(api)
  else if (disputeSubmitted.match(action)) await sendDispute(api)
}
