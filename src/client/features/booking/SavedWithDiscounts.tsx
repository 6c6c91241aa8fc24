import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { selectAppliedPromoCodes, selectDiscountSavings } from './bookingSelectors'
import styles from './Booking.module.css'

/**
 * "You saved €10 with discounts.", when they saved anything, and each promo code the booking
 * got with what it took off.
 */
export function SavedWithDiscounts({ currency }: { currency: string }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const saved = useAppSelector(selectDiscountSavings)
  const promoCodes = useAppSelector(selectAppliedPromoCodes)
  if (saved <= 0) return null
  return (
    <>
      <p className={styles.muted}>
        {t('Booking.saved', { amount: format.money(saved, currency) })}
      </p>
      {promoCodes.length > 0 ? (
        <ul className={styles.muted} aria-label={t('Booking.promoCodes')}>
          {promoCodes.map((discount) => (
            <li key={discount.code}>
              {t('Booking.promoApplied', {
                code: discount.code,
                amount: format.money(discount.amount, currency),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
