import { useAppSelector } from '../../app/hooks'
import { useFeature, type LazyFeature } from '../../app/lazyFeature'
import { basketEditingFeature } from '../basket'
import { checkoutListeners } from './checkoutListeners'
import { checkoutSlice, selectCheckout } from './checkoutSlice'

/**
 * Checkout's state and workflows: they load with the basket popup, the quote and the booking
 * pages, never with the first page.
 */
export const checkoutFeature: LazyFeature = { slice: checkoutSlice, listeners: checkoutListeners }

/**
 * Checkout as it stands, for the views that show it: they bring checkout into the store, and the
 * basket's editing (booking empties the basket).
 */
export function useCheckout() {
  useFeature(checkoutFeature)
  useFeature(basketEditingFeature)
  return useAppSelector(selectCheckout)
}
