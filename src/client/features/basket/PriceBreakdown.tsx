import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PricingResponse } from '../../../shared/contract/pricing'
import type { Language } from '../../../shared/domain/languages'
import { formatMoney } from '../../lib/format'
import { feesByType } from './feesByType'
import styles from './BasketPopup.module.css'

interface PriceBreakdownProps {
  pricing: PricingResponse
  /**
   * What the traveller pays; the basket shows 0 after a pricing failure (docs/product.md, State
   * machines).
   */
  total: number
  language: Language
  /** Lines above the fees (the quote and booking cards list the rented items there). */
  lines?: ReactNode
}

/**
 * The totals (docs/product.md, Routes and guard): discount, the promo code's priced line, fees by
 * type, subtotal, deposit and how it is taken, total to pay (with the deposit; what is paid now
 * when the deposit is held apart) and the VAT note. Every line is worded here from its figures, in
 * the language being read: a stored quote's or booking's descriptions are in the language it was
 * priced in.
 */
export function PriceBreakdown({ pricing, total, language, lines }: PriceBreakdownProps) {
  const { t } = useTranslation('basket')
  const money = (cents: number) => formatMoney(cents, pricing.currency, language)
  // A deposit held on the card apart is not part of what is paid now.
  const held = pricing.deposit > 0 && pricing.deposit_mode === 'hold'
  return (
    <>
      {pricing.discount ? (
        <p className={styles.discount}>
          {t('Totals.discount', {
            days: pricing.discount.min_days,
            percent: pricing.discount.percent_off,
          })}
        </p>
      ) : null}
      <dl className={styles.totals}>
        {lines}
        {(pricing.discounts ?? []).map((discount) => (
          <div key={discount.code} className={styles.line}>
            <dt>
              {discount.percent_off
                ? t('Totals.promoPercent', { code: discount.code, percent: discount.percent_off })
                : t('Totals.promoCode', { code: discount.code })}
            </dt>
            <dd>{t('Totals.promoAmount', { amount: money(discount.amount) })}</dd>
          </div>
        ))}
        {feesByType(pricing.fees).map(({ type, amount }) => (
          <div key={type} className={styles.line}>
            <dt>{t(`FeeTypes.${type}`)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <div className={styles.line}>
          <dt>{t('Totals.subtotal')}</dt>
          <dd>{money(pricing.subtotal + pricing.fees_total)}</dd>
        </div>
        <div className={`${styles.line} ${styles.withNote}`}>
          <dt>{t('Totals.deposit')}</dt>
          <dd>{money(pricing.deposit)}</dd>
          {pricing.deposit > 0 && pricing.deposit_mode ? (
            <dd className={styles.note}>
              {t(pricing.deposit_mode === 'hold' ? 'Totals.depositHeld' : 'Totals.depositCharged')}
            </dd>
          ) : null}
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{t(held ? 'Totals.totalWithDeposit' : 'Totals.total')}</dt>
          <dd>{money(total)}</dd>
        </div>
        {held && pricing.due_at_checkout !== undefined ? (
          <div className={styles.line}>
            <dt>{t('Totals.dueNow')}</dt>
            <dd>{money(pricing.due_at_checkout)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.vat}>{t('Totals.vatIncluded', { amount: money(pricing.taxes) })}</p>
    </>
  )
}
