import { Link, useLocation } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths, showsBasketPopup } from '../../app/paths'
import { BasketIcon } from '../../components/icons'
import {
  basketPopupClosed,
  basketPopupOpened,
  selectBasketItemCount,
  selectBasketPopupOpen,
} from './basketSlice'
import { useView } from '../../app/useView'

/** The header button that toggles the popup carries this attribute (outside clicks ignore it). */
export const BASKET_TOGGLE_ATTRIBUTE = 'data-basket-toggle'

interface BasketButtonProps {
  className: string
  badgeClassName: string
}

/** The header basket icon: opens the popup where it is shown, otherwise goes to search with it. */
export function BasketButton({ className, badgeClassName }: BasketButtonProps) {
  const { t, dispatch } = useView()
  const count = useAppSelector(selectBasketItemCount)
  const open = useAppSelector(selectBasketPopupOpen)
  const { pathname } = useLocation()
  const label = t('Header.basket', { count })
  const content = (
    <>
      <BasketIcon />
      {count > 0 ? (
        <span className={badgeClassName} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </>
  )
  if (!showsBasketPopup(pathname)) {
    return (
      <Link to={`${paths.search.to()}?basketOpen=true`} className={className} aria-label={label}>
        {content}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-expanded={open}
      aria-controls="basket-popup"
      {...{ [BASKET_TOGGLE_ATTRIBUTE]: '' }}
      onClick={() => dispatch(open ? basketPopupClosed() : basketPopupOpened())}
    >
      {content}
    </button>
  )
}
