import type { UnknownAction } from '@reduxjs/toolkit'
import { describeApiError } from '../../lib/apiErrors'
import { loadBookingsApi, loadItemNames, type ListenerApi } from '../booking'
import { selectLanguage } from '../preferences'
import { updateErrorKey } from './quoteErrors'
import { quoteContactSubmitAttempted, quotePageOpened } from './quoteEvents'
import {
  selectQuoteContactDetails,
  selectQuoteContactProblems,
  selectQuotePage,
} from './quoteSelectors'
import {
  quoteContactSaved,
  quoteContactSaveFailed,
  quoteContactSaveStarted,
  quoteLoaded,
  quoteLoadFailed,
  quoteLoadStarted,
  quoteSlice,
} from './quoteSlice'

/** The quote page opened: the quote and its items' names, in the traveller's language. */
export async function showQuote(id: string, api: ListenerApi) {
  api.extra.rootReducer.inject(quoteSlice)
  api.dispatch(quoteLoadStarted({ id }))
  const bookingsApi = await loadBookingsApi()
  const lang = selectLanguage(api.getState())
  const request = api.dispatch(
    bookingsApi.endpoints.getQuote.initiate({ id, lang }, { subscribe: false, forceRefetch: true }),
  )
  // The traveller may have opened another quote meanwhile: this one is no longer shown.
  const shown = () => selectQuotePage(api.getState()).id === id
  const quote = await request.unwrap().catch((error: unknown) => {
    if (shown()) api.dispatch(quoteLoadFailed({ status: describeApiError(error).status }))
  })
  if (!quote) return
  const itemNames = await loadItemNames(quote.pricing, lang, api)
  if (shown()) api.dispatch(quoteLoaded({ quote, itemNames }))
}

/** "Save details": PATCH /quotes/{id} with the draft, when it passes the rules of Validation messages. */
export async function saveQuoteContact(api: ListenerApi) {
  const { id } = selectQuotePage(api.getState())
  if (!id || selectQuoteContactProblems(api.getState()).length > 0) return
  api.dispatch(quoteContactSaveStarted())
  const bookingsApi = await loadBookingsApi()
  const request = api.dispatch(
    bookingsApi.endpoints.updateQuote.initiate(
      { id, lang: selectLanguage(api.getState()), body: selectQuoteContactDetails(api.getState()) },
      { track: false },
    ),
  )
  try {
    api.dispatch(quoteContactSaved({ quote: await request.unwrap() }))
  } catch (error) {
    api.dispatch(quoteContactSaveFailed({ error: updateErrorKey(error) }))
  }
}

/** Every `quote/` action reaches here; the events of quoteEvents.ts start their flow. */
export async function onQuoteEvent(action: UnknownAction, api: ListenerApi) {
  if (quotePageOpened.match(action)) await showQuote(action.payload.id, api)
  else if (quoteContactSubmitAttempted.match(action)) await saveQuoteContact(api)
}
