import { useTranslation } from 'react-i18next'
import { deskStyles as styles } from '../shell'

/**
 * Why the server (or the desk) refused a handover step, in words for the counter: for a delivery,
 * in its own words where they differ (`handover.errors.delivery.*`), else the shared ones.
 */
export function HandoverError({ code, delivery }: { code: string | null; delivery: boolean }) {
  const { t } = useTranslation('desk')
  if (!code) return null
  return (
    <p role="alert" className={styles.error}>
      {t(
        delivery
          ? [`handover.errors.delivery.${code}`, `handover.errors.${code}`]
          : `handover.errors.${code}`,
        { defaultValue: t('handover.errors.fallback') },
      )}
    </p>
  )
}
