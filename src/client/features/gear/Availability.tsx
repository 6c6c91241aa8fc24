import { useTranslation } from 'react-i18next'
import styles from './Availability.module.css'

/** Units free for the chosen period, or that none are. */
export function Availability({ count }: { count: number }) {
  const { t } = useTranslation('gear')
  return count > 0 ? (
    <p className={`${styles.availability} ${styles.free}`}>
      {t('Availability.available', { count })}
    </p>
  ) : (
    <p className={`${styles.availability} ${styles.none}`}>{t('Availability.none')}</p>
  )
}
