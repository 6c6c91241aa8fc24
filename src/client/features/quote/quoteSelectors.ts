import type { RootState } from '../../app/store'
import { makeContactSelectors, makeDeliveryAddressSelectors } from '../checkout'
import { initialQuoteState, type QuoteState } from './quoteSlice'

/** The store's state once the quote listeners have added the slice (absent before: initial state). */
export type QuoteRootState = RootState & { quote?: QuoteState }

export const selectQuotePage = (state: QuoteRootState) => state.quote ?? initialQuoteState

/** The page as it is for quote `id`: blank (loading) while another quote's is still there. */
export const selectQuotePageFor = (state: QuoteRootState, id: string) => {
  const page = selectQuotePage(state)
  return page.id === id ? page : initialQuoteState
}

export const selectQuoteContactForm = (state: QuoteRootState) => selectQuotePage(state).contact

/** The quote contact form's selectors, as checkout's (docs/product.md, Validation messages). */
export const quoteContactSelectors = makeContactSelectors(selectQuoteContactForm)

export const {
  selectDetails: selectQuoteContactDetails,
  selectProblems: selectQuoteContactProblems,
  selectMessages: selectQuoteContactMessages,
} = quoteContactSelectors

/** The quote's delivery address form: the same rules and messages as checkout's. */
export const quoteAddressSelectors = makeDeliveryAddressSelectors(
  (state: QuoteRootState) => selectQuotePage(state).delivery,
  (state: QuoteRootState) => selectQuotePage(state).contact.submitted,
)
