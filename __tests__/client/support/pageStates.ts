import type { RootState } from '../../../src/client/app/store'
import type { BookingRootState } from '../../../src/client/features/booking/bookingSelectors'
import {
  initialBookingState,
  type BookingPageState,
  type BookingState,
} from '../../../src/client/features/booking/bookingSlice'
import type { QuoteRootState } from '../../../src/client/features/quote/quoteSelectors'
import { initialQuoteState, type QuoteState } from '../../../src/client/features/quote/quoteSlice'
import { infantSeat } from './catalogue'
import { stateWith } from './renderOverMockStore'

/** The names the listeners load for the fixtures' items. */
export const itemNames = { [infantSeat._id]: 'Maxi-Cosi Pebble 360 infant car seat' }

/** A state whose booking slice (added by the booking listeners) holds the given page and list. */
export function withBookingPage(
  page: Partial<BookingPageState>,
  list: Partial<BookingState['list']> = {},
  base: RootState = stateWith(),
): BookingRootState {
  return {
    ...base,
    booking: {
      page: { ...initialBookingState.page, ...page },
      list: { ...initialBookingState.list, ...list },
    },
  }
}

/** A state whose quote slice (added by the quote listeners) holds the given fields. */
export function withQuotePage(
  quote: Partial<QuoteState>,
  base: RootState = stateWith(),
): QuoteRootState {
  return { ...base, quote: { ...initialQuoteState, ...quote } }
}
