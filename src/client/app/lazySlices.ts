import type { Slice, UnknownAction } from '@reduxjs/toolkit'
import { promoFieldSlice } from '../features/basket/slices'
import { bookingSlice } from '../features/booking/slices'
import { bookingChangeSlice } from '../features/bookingChange/slices'
import { checkoutSlice } from '../features/checkout/slices'
import { depositLinkSlice } from '../features/deposit/slices'
import { flightSlice } from '../features/flight/slices'
import { deskSlices } from '../features/desk/slices'
import { formsSlice, loadFormsReducer } from '../features/forms'
import { quoteSlice } from '../features/quote/slices'
import { searchSlice } from '../features/search/slices'
import { supportSlice } from '../features/support/slices'
import { replayedPersistedReducers } from './persistence'
import { createRootReducer } from './store'

/** The slices lazily loaded areas add to the store when they open. */
const LAZY_SLICES: Slice[] = [
  checkoutSlice,
  bookingSlice,
  quoteSlice,
  searchSlice,
  supportSlice,
  promoFieldSlice,
  depositLinkSlice,
  flightSlice,
  bookingChangeSlice,
  ...deskSlices,
]

/**
 * The root reducer for replaying a recorded window outside the app (`npm run replay`, tests),
 * with each slice a lazily loaded area adds when it opens (the search, checkout, booking, quote,
 * the report dialog, the basket's promo field, the deposit link page, the flight report, changing a booking, the desk) joined in when
 * the window holds its state or its actions, as the app's store had them, and the form drafts'
 * reducer, which loads with the first form. Never imported by the app itself: it would pull
 * those areas into the first load.
 */
export function replayReducerFor(preloadedState: object, actions: UnknownAction[]) {
  loadFormsReducer(formsSlice.reducer)
  const reducer = createRootReducer()
  const persisted = replayedPersistedReducers()
  for (const [reducerPath, kept] of Object.entries(persisted)) {
    reducer.inject({ reducerPath, reducer: kept }, { overrideExisting: true })
  }
  const used = (name: string) =>
    name in preloadedState || actions.some((action) => action.type.startsWith(`${name}/`))
  for (const slice of LAZY_SLICES) {
    if (used(slice.reducerPath)) reducer.inject(slice)
  }
  return reducer
}
