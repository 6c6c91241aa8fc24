import { lazy, Suspense, useEffect, useRef } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { showsBasketPopup } from '../../app/paths'
import { keepTabInside } from '../../lib/focus'
import { BASKET_TOGGLE_ATTRIBUTE } from './BasketButton'
import { basketPopupClosed, basketPopupOpened, selectBasketPopupOpen } from './basketSlice'
import styles from './BasketPopup.module.css'

/** The popup's contents and the checkout form load the first time the popup opens. */
const BasketPanel = lazy(() => import(/* webpackChunkName: "BasketPanel" */ './BasketPanel'))

/**
 * Routes and guard (docs/product.md): `basketOpen=true` opens the popup after about half a second.
 */
export const BASKET_AUTO_OPEN_MS = 500

/** The header's basket button on screen (the wide or the narrow header). */
function focusBasketButton() {
  const toggles = document.querySelectorAll<HTMLElement>(`[${BASKET_TOGGLE_ATTRIBUTE}]`)
  ;[...toggles].find((toggle) => toggle.getClientRects().length > 0)?.focus()
}

/**
 * Routes and guard (docs/product.md): basket popup: only on /search and the gear, quote, booking,
 * my-bookings and profile pages; full screen at 768 px and below; closes on a click outside or
 * Escape. Opening it moves focus into it and Tab stays inside; Escape and the close button give
 * focus back to the basket button.
 */
export function BasketPopup() {
  const dispatch = useAppDispatch()
  const open = useAppSelector(selectBasketPopupOpen)
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const panel = useRef<HTMLElement>(null)
  const allowed = showsBasketPopup(location.pathname)
  const autoOpen = allowed && params.get('basketOpen') === 'true'
  const closeToButton = () => {
    dispatch(basketPopupClosed())
    focusBasketButton()
  }

  useEffect(() => {
    if (!autoOpen) return
    const timer = setTimeout(() => {
      dispatch(basketPopupOpened())
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete('basketOpen')
          return next
        },
        { replace: true },
      )
    }, BASKET_AUTO_OPEN_MS)
    return () => clearTimeout(timer)
  }, [autoOpen, dispatch, setParams])

  const shown = open && allowed
  useEffect(() => {
    if (shown) panel.current?.focus()
  }, [shown])

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Element
      if (panel.current?.contains(target) || target.closest?.(`[${BASKET_TOGGLE_ATTRIBUTE}]`))
        return
      dispatch(basketPopupClosed())
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      dispatch(basketPopupClosed())
      focusBasketButton()
    }
    document.addEventListener('mousedown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open, dispatch])

  if (!shown) return null
  return (
    <section
      id="basket-popup"
      ref={panel}
      tabIndex={-1}
      className={styles.popup}
      aria-labelledby="basket-title"
      onKeyDown={(event) => keepTabInside(event, panel.current)}
    >
      <Suspense fallback={null}>
        <BasketPanel onClose={closeToButton} />
      </Suspense>
    </section>
  )
}
