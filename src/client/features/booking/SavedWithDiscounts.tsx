import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { selectDiscountSavings } from './bookingSelectors'
import styles from './Booking.module.css'

/** "You saved €10 with discounts.", when they saved anything. */
export function SavedWithDiscounts({ currency }: { currency: string }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const saved = useAppSelector(selectDiscountSavings)
  if (saved <= 0) return null
  return (
    <p className={styles.muted}>{t('Booking.saved', { amount: format.money(saved, currency) })}</p>
  )
}
