import type { LazyFeature } from '../../../app/lazyFeature'
import { bookingChangeSlice, changeListenersFor } from '../../bookingChange'
import { afterBookingChange } from '../shell'
import { deskChangeApi } from './deskChangeApi'

/**
 * The desk's changes of a booking: the family's state machine, sent to the desk's endpoints;
 * once one is made, the booking, the day's lists and the audit log refresh.
 */
export const deskChangeFeature: LazyFeature = {
  slice: bookingChangeSlice,
  listeners: changeListenersFor({
    by: 'desk',
    committed({ bookingId }, dispatch) {
      dispatch(deskChangeApi.util.invalidateTags(afterBookingChange(bookingId)))
    },
  }),
}
