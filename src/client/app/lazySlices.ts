import type { UnknownAction } from '@reduxjs/toolkit'
import { promoFieldSlice } from '../features/basket/promoFieldSlice'
import { bookingSlice } from '../features/booking/bookingSlice'
import { checkoutSlice } from '../features/checkout/checkoutSlice'
import { depositLinkSlice } from '../features/deposit/depositLinkSlice'
import { deskDepositSlice } from '../features/desk/deposit/deskDepositSlice'
import { deskAuditSlice } from '../features/desk/audit'
import { deskStaffSlice } from '../features/desk/staff'
import { deskBookingsSlice } from '../features/desk/bookings'
import { deskPromoSlice } from '../features/desk/promo-codes/deskPromoSlice'
import { deskSlice } from '../features/desk/shell/deskSlice'
import { handoverSlice } from '../features/desk/handover/handoverSlice'
import { formsSlice, loadFormsReducer } from '../features/forms'
import { quoteSlice } from '../features/quote/quoteSlice'
import { searchSlice } from '../features/search/searchSlice'
import { supportSlice } from '../features/support/supportSlice'
import { replayedPersistedReducers } from './persistence'
import { createRootReducer } from './store'

/**
 * The root reducer for replaying a recorded window outside the app (`npm run replay`, tests),
 * with the slices that lazily loaded areas (search, checkout, booking, quote, the report dialog, the basket's promo field, the desk, the deposit link page) add when they open joined
 * in when the window holds their state or their actions, as the app's store had them, and the
 * form drafts' reducer, which loads with the first form. Never
 * imported by the app itself: it would pull those areas into the first load.
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
  if (used(checkoutSlice.reducerPath)) reducer.inject(checkoutSlice)
  if (used(bookingSlice.reducerPath)) reducer.inject(bookingSlice)
  if (used(quoteSlice.reducerPath)) reducer.inject(quoteSlice)
  if (used(searchSlice.reducerPath)) reducer.inject(searchSlice)
  if (used(supportSlice.reducerPath)) reducer.inject(supportSlice)
  if (used(deskSlice.reducerPath)) reducer.inject(deskSlice)
  if (used(deskBookingsSlice.reducerPath)) reducer.inject(deskBookingsSlice)
  if (used(deskStaffSlice.reducerPath)) reducer.inject(deskStaffSlice)
  if (used(deskAuditSlice.reducerPath)) reducer.inject(deskAuditSlice)
  if (used(handoverSlice.reducerPath)) reducer.inject(handoverSlice)
  if (used(promoFieldSlice.reducerPath)) reducer.inject(promoFieldSlice)
  if (used(deskPromoSlice.reducerPath)) reducer.inject(deskPromoSlice)
  if (used(depositLinkSlice.reducerPath)) reducer.inject(depositLinkSlice)
  if (used(deskDepositSlice.reducerPath)) reducer.inject(deskDepositSlice)
  return reducer
}
