import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { describeApiError, stockShortageOf } from '../../lib/apiErrors'
import { bookingPageOpened } from '../booking'
import { paymentRequested } from '../checkout'
import { selectLanguage } from '../preferences'
import { bookingChangeApi } from './bookingChangeApi'
import {
  bookingChangeSlice,
  changeCommitFailed,
  changeCommitted,
  changeConfirmed,
  changePreviewFailed,
  changePreviewReceived,
  changePreviewRequested,
  selectBookingChange,
} from './bookingChangeSlice'
import { changeAskOf, type ChangeError } from './changeDraft'

/** Steps in a row (a date typed, a stepper pressed twice) are priced once, this long after. */
export const CHANGE_PREVIEW_DEBOUNCE_MS = 250

const errorOf = (error: unknown): ChangeError => ({
  code: describeApiError(error).code,
  shortage: stockShortageOf(error),
})

/**
 * The change form's workflows: every change of the draft is priced by a preview (debounced, once
 * per signature: the one last asked for is not asked again, and an answer for a draft changed
 * since is ignored by the slice); "Confirm" commits it with the key made when the form opened,
 * once however often it is pressed, then the booking shows again and an amount owed goes to the
 * payment page.
 */
export const bookingChangeListeners = [
  addAppListener({
    predicate: (_action, current, previous) =>
      selectBookingChange(current).draft !== selectBookingChange(previous).draft,
    effect: async (_action, { cancelActiveListeners, delay, dispatch, getState }) => {
      cancelActiveListeners()
      await delay(CHANGE_PREVIEW_DEBOUNCE_MS)
      const change = selectBookingChange(getState())
      const ask = changeAskOf(change)
      if (!ask || ask.signature === change.askedSignature) return
      const { bookingId: id, request: body, signature } = ask
      dispatch(changePreviewRequested({ signature }))
      const { previewBookingChange } = bookingChangeApi.endpoints
      const lang = selectLanguage(getState())
      const call = dispatch(previewBookingChange.initiate({ id, body, lang }, { track: false }))
      try {
        dispatch(changePreviewReceived({ signature, answer: await call.unwrap() }))
      } catch (error) {
        dispatch(changePreviewFailed({ signature, error: errorOf(error) }))
      }
    },
  }),
  addAppListener({
    predicate: (action, current, previous) =>
      changeConfirmed.match(action) &&
      selectBookingChange(previous).status !== 'committing' &&
      selectBookingChange(current).status === 'committing',
    effect: async (_action, { dispatch, getState }) => {
      const change = selectBookingChange(getState())
      const ask = changeAskOf(change)!
      const id = ask.bookingId
      const call = dispatch(
        bookingChangeApi.endpoints.changeBooking.initiate(
          {
            id,
            body: ask.request,
            lang: selectLanguage(getState()),
            idempotencyKey: change.idempotencyKey!,
          },
          { track: false },
        ),
      )
      try {
        const { version } = await call.unwrap()
        dispatch(changeCommitted({ version }))
        dispatch(bookingPageOpened({ lookup: { id } }))
        if (version.payment_due > 0) dispatch(paymentRequested({ bookingId: id }))
      } catch (error) {
        dispatch(changeCommitFailed({ error: errorOf(error) }))
      }
    },
  }),
]

/** Changing a booking: its state and workflows, joined to the store when the page shows it. */
export const bookingChangeFeature: LazyFeature = {
  slice: bookingChangeSlice,
  listeners: bookingChangeListeners,
}
