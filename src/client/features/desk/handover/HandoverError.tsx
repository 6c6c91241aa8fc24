import { useTranslation } from 'react-i18next'
import { deskStyles as styles } from '../shell'

/** Why the server (or the desk) refused a handover step, in words for the counter. */
export function HandoverError({ code }: { code: string | null }) {
  const { t } = useTranslation('desk')
  if (!code) return null
  return (
    <p role="alert" className={styles.error}>
      {t(`handover.errors.${code}`, { defaultValue: t('handover.errors.fallback') })}
    </p>
  )
}
