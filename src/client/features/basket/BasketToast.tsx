import { useAppSelector } from '../../app/hooks'
import { BasketNotice } from './BasketNotice'
import { selectBasketPopupOpen } from './basketSlice'

/** Basket messages while the popup is closed (an item added from a page, a pruned basket). */
export function BasketToast() {
  const open = useAppSelector(selectBasketPopupOpen)
  return open ? null : <BasketNotice floating />
}
