import type { BookingVersion } from '../../../shared/contract/bookingChanges'
import { addAppListener } from '../../app/lazyFeature'
import type { AppDispatch } from '../../app/store'
import { describeApiError, stockShortageOf } from '../../lib/apiErrors'
import { selectLanguage } from '../preferences'
import { bookingChangeApi } from './bookingChangeApi'
import {
  changeCommitFailed,
  changeCommitted,
  changeConfirmed,
  changePreviewFailed,
  changePreviewReceived,
  changePreviewRequested,
  selectBookingChange,
} from './bookingChangeSlice'
import { changeAskOf, type ChangeBy, type ChangeError } from './changeDraft'

/** Steps in a row (a date typed, a stepper pressed twice) are priced once, this long after. */
export const CHANGE_PREVIEW_DEBOUNCE_MS = 250

const errorOf = (error: unknown): ChangeError => ({
  code: describeApiError(error).code,
  shortage: stockShortageOf(error),
})

/** Who changes bookings, and what follows a change they made. */
export interface Changer {
  by: ChangeBy
  committed(made: { bookingId: string; version: BookingVersion }, dispatch: AppDispatch): void
}

/**
 * The change form's workflows, for the changes `changer` makes (the family's endpoints or the
 * desk's): every change of the draft is priced by a preview (debounced, once per signature: the
 * one last asked for is not asked again, and an answer for a draft changed since is ignored by
 * the slice); "Confirm" commits it with the key made when the form opened, once however often it
 * is pressed, then `changer.committed` follows.
 */
export function changeListenersFor(changer: Changer) {
  const { by } = changer
  return [
    addAppListener({
      predicate: (_action, current, previous) => {
        const [now, before] = [selectBookingChange(current), selectBookingChange(previous)]
        const edited = now.draft !== before.draft || now.overrideReason !== before.overrideReason
        return now.by === by && edited
      },
      effect: async (_action, { cancelActiveListeners, delay, dispatch, getState }) => {
        cancelActiveListeners()
        await delay(CHANGE_PREVIEW_DEBOUNCE_MS)
        const change = selectBookingChange(getState())
        const ask = changeAskOf(change)
        if (change.by !== by || !ask || ask.signature === change.askedSignature) return
        const { bookingId: id, request: body, signature } = ask
        dispatch(changePreviewRequested({ signature }))
        const { previewBookingChange } = bookingChangeApi.endpoints
        const lang = selectLanguage(getState())
        const call = dispatch(
          previewBookingChange.initiate({ by, id, body, lang }, { track: false }),
        )
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
        selectBookingChange(current).by === by &&
        selectBookingChange(previous).status !== 'committing' &&
        selectBookingChange(current).status === 'committing',
      effect: async (_action, { dispatch, getState }) => {
        const change = selectBookingChange(getState())
        const ask = changeAskOf(change)!
        const id = ask.bookingId
        const call = dispatch(
          bookingChangeApi.endpoints.changeBooking.initiate(
            {
              by,
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
          changer.committed({ bookingId: id, version }, dispatch)
        } catch (error) {
          dispatch(changeCommitFailed({ error: errorOf(error) }))
        }
      },
    }),
  ]
}
