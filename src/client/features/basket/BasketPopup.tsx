import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { showsBasketPopup } from '../../app/paths'
import { CloseIcon } from '../../components/icons'
import { CheckoutForm } from '../checkout/CheckoutForm'
import { selectCheckout } from '../checkout/checkoutSlice'
import { BasketContents } from './BasketContents'
import { basketPopupClosed, basketPopupOpened, selectBasketPopupOpen } from './basketSlice'
import styles from './BasketPopup.module.css'

/** Spec 2: `basketOpen=true` opens the popup after about half a second. */
export const BASKET_AUTO_OPEN_MS = 500
/** The header button that toggles the popup carries this attribute (outside clicks ignore it). */
export const BASKET_TOGGLE_ATTRIBUTE = 'data-basket-toggle'

/**
 * Spec 2 basket popup: only on /search and the gear, quote, booking, my-bookings and profile
 * pages; full screen at 768 px and below; closes on a click outside or Escape.
 */
export function BasketPopup() {
  const { t } = useTranslation('basket')
  const dispatch = useAppDispatch()
  const open = useAppSelector(selectBasketPopupOpen)
  const { step } = useAppSelector(selectCheckout)
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const panel = useRef<HTMLElement>(null)
  const allowed = showsBasketPopup(location.pathname)
  const autoOpen = allowed && params.get('basketOpen') === 'true'

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

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Element
      if (panel.current?.contains(target) || target.closest?.(`[${BASKET_TOGGLE_ATTRIBUTE}]`))
        return
      dispatch(basketPopupClosed())
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(basketPopupClosed())
    }
    document.addEventListener('mousedown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open, dispatch])

  if (!open || !allowed) return null
  return (
    <section id="basket-popup" ref={panel} className={styles.popup} aria-labelledby="basket-title">
      <header className={styles.popupHeader}>
        <h2 id="basket-title">{t('Popup.title')}</h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('Popup.close')}
          onClick={() => dispatch(basketPopupClosed())}
        >
          <CloseIcon />
        </button>
      </header>
      <div className={styles.body}>
        {step === 'contact' ? <CheckoutForm /> : <BasketContents />}
      </div>
    </section>
  )
}
