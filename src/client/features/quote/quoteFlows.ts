import type { UnknownAction } from '@reduxjs/toolkit'
import type { ErrorResponse } from '../../../shared/contract/common'
import { describeApiError } from '../../lib/apiErrors'
import { refusedFields } from '../checkout'
import { lookUpZone } from '../search'
import { loadBookingsApi, loadItemNames, type ListenerApi } from '../booking'
import { selectLanguage } from '../preferences'
import { updateErrorKey } from './quoteErrors'
import { quoteContactSubmitAttempted, quotePageOpened, quoteUnitsKeepAsked } from './quoteEvents'
import {
  selectQuoteContactDetails,
  quoteAddressSelectors,
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
  quoteAddressRefused,
  quoteSlice,
  quoteUnitsKeepFailed,
  quoteUnitsKeepStarted,
  quoteUnitsKept,
  quoteZoneFound,
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
  const [itemNames, zone] = await Promise.all([
    loadItemNames(quote.pricing, lang, api),
    quote.delivery_address ? lookUpZone(api.dispatch, quote.pickup_location_code, lang) : null,
  ])
  if (!shown()) return
  api.dispatch(quoteLoaded({ quote, itemNames }))
  api.dispatch(quoteZoneFound({ zone }))
}

/**
 * "Save details": PATCH /quotes/{id} with the draft (and the delivery address, for a zone), when
 * it passes the rules of Validation messages.
 */
export async function saveQuoteContact(api: ListenerApi) {
  const state = api.getState()
  const { id } = selectQuotePage(state)
  if (!id || selectQuoteContactProblems(state).length > 0) return
  if (quoteAddressSelectors.selectProblems(state).length > 0) return
  const address = quoteAddressSelectors.selectAddress(state)
  const body = {
    ...selectQuoteContactDetails(state),
    ...(address ? { delivery_address: address } : {}),
  }
  api.dispatch(quoteContactSaveStarted())
  const bookingsApi = await loadBookingsApi()
  const request = api.dispatch(
    bookingsApi.endpoints.updateQuote.initiate(
      { id, lang: selectLanguage(state), body },
      { track: false },
    ),
  )
  try {
    api.dispatch(quoteContactSaved({ quote: await request.unwrap() }))
  } catch (error) {
    const data = (error as { data?: Partial<ErrorResponse> } | null)?.data
    const refused = refusedFields(describeApiError(error).code, data?.details)
    if (Object.keys(refused).length > 0) api.dispatch(quoteAddressRefused({ refused }))
    api.dispatch(quoteContactSaveFailed({ error: updateErrorKey(error) }))
  }
}

/**
 * "Keep N" on a waitlist offer's quote: PUT /quotes/{id}/units with the units chosen of the item;
 * the quote comes back priced for them. One request at a time.
 */
export async function keepHeldUnits(gearId: string, api: ListenerApi) {
  const { id, quote, units, keepingUnits } = selectQuotePage(api.getState())
  const kept = units[gearId]
  if (!id || !quote || kept === undefined || keepingUnits) return
  api.dispatch(quoteUnitsKeepStarted())
  const bookingsApi = await loadBookingsApi()
  const request = api.dispatch(
    bookingsApi.endpoints.keepHeldUnits.initiate(
      { id, lang: selectLanguage(api.getState()), body: { gear_id: gearId, units: kept } },
      { track: false },
    ),
  )
  try {
    api.dispatch(quoteUnitsKept({ quote: await request.unwrap() }))
  } catch (error) {
    api.dispatch(quoteUnitsKeepFailed({ code: describeApiError(error).code ?? 'FAILED' }))
  }
}

/** Every `quote/` action reaches here; the events of quoteEvents.ts start their flow. */
export async function onQuoteEvent(action: UnknownAction, api: ListenerApi) {
  if (quotePageOpened.match(action)) await showQuote(action.payload.id, api)
  else if (quoteContactSubmitAttempted.match(action)) await saveQuoteContact(api)
  else if (quoteUnitsKeepAsked.match(action)) await keepHeldUnits(action.payload.gearId, api)
}
