import { useTranslation } from 'react-i18next'
import styles from './Checkout.module.css'

/**
 * Shown before payment: no cancellation within 24 hours of pickup (docs/product.md, State
 * machines).
 */
export function CancellationPolicy() {
  const { t } = useTranslation('checkout')
  return (
    <section className={styles.policy} aria-labelledby="cancellation-policy">
      <h4 id="cancellation-policy">{t('Policy.title')}</h4>
      <p>{t('Policy.body')}</p>
    </section>
  )
}
