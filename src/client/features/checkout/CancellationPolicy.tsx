import { useTranslation } from 'react-i18next'
import styles from './Checkout.module.css'

/**
 * Shown before payment: no cancellation within 24 hours of pickup, or of delivery for a rental
 * delivered to a zone (docs/product.md, State machines).
 */
export function CancellationPolicy({ delivery = false }: { delivery?: boolean }) {
  const { t } = useTranslation('checkout')
  return (
    <section className={styles.policy} aria-labelledby="cancellation-policy">
      <h4 id="cancellation-policy">{t('Policy.title')}</h4>
      <p>{t(delivery ? 'Policy.delivery.body' : 'Policy.body')}</p>
    </section>
  )
}
