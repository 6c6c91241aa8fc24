import type { LazyFeature } from '../../app/lazyFeature'
import { bookingPageOpened } from '../booking'
import { paymentRequested } from '../checkout'
import { bookingChangeSlice } from './bookingChangeSlice'
import { changeListenersFor } from './changeListeners'

/**
 * The family's changes from its booking page: once made, the booking shows again, and an amount
 * owed goes to the payment page.
 */
export const bookingChangeListeners = changeListenersFor({
  by: 'family',
  committed({ bookingId, version }, dispatch) {
    dispatch(bookingPageOpened({ lookup: { id: bookingId } }))
    if (version.payment_due > 0) dispatch(paymentRequested({ bookingId }))
  },
})

/** Changing a booking: its state and workflows, joined to the store when the page shows it. */
export const bookingChangeFeature: LazyFeature = {
  slice: bookingChangeSlice,
  listeners: bookingChangeListeners,
}
