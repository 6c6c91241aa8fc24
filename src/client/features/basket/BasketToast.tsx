import { lazy, Suspense } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectBasketMessage, selectBasketPopupOpen } from './basketSlice'

/** The message's code (and the popup's styles) load only once there is a message to show. */
const BasketNotice = lazy(() =>
  import(/* webpackChunkName: "BasketNotice" */ './BasketNotice').then((module) => ({
    default: module.BasketNotice,
  })),
)

/** Basket messages while the popup is closed (an item added from a page, a pruned basket). */
export function BasketToast() {
  const open = useAppSelector(selectBasketPopupOpen)
  const message = useAppSelector(selectBasketMessage)
  if (open || !message) return null
  return (
    <Suspense fallback={null}>
      <BasketNotice floating />
    </Suspense>
  )
}
