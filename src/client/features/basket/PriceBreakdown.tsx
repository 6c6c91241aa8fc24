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
 * The totals (docs/product.md, Routes and guard): discount, the promo code's priced line (its
 * description names the code), fees by type, subtotal, deposit, total to pay with the VAT note.
 */
export function PriceBreakdown({ pricing, total, language, lines }: PriceBreakdownProps) {
  const { t } = useTranslation('basket')
  const money = (cents: number) => formatMoney(cents, pricing.currency, language)
  return (
    <>
      {pricing.discount ? (
        <p className={styles.discount}>
          {t('Totals.discount', {
            label: pricing.discount.label,
            percent: pricing.discount.percent_off,
          })}
        </p>
      ) : null}
      <dl className={styles.totals}>
        {lines}
        {(pricing.discounts ?? []).map((discount) => (
          <div key={discount.code} className={styles.line}>
            <dt>{discount.description}</dt>
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
        <div className={styles.line}>
          <dt>{t('Totals.deposit')}</dt>
          <dd>{money(pricing.deposit)}</dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{t('Totals.total')}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      <p className={styles.vat}>{t('Totals.vatIncluded', { amount: money(pricing.taxes) })}</p>
    </>
  )
}
