import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button'
import { deskStyles as styles } from '../shell'
import { HandoverError } from './HandoverError'

interface HandoverSubmitProps {
  /** Whose labels: `handover.<panel>.confirm`, and `.busy` while the step is sent. */
  panel: 'CheckInPanel' | 'CheckOutPanel'
  busy: boolean
  error: string | null
}

/** A handover form's end: why the step was refused, then its submit button (busy while sent). */
export function HandoverSubmit({ panel, busy, error }: HandoverSubmitProps) {
  const { t } = useTranslation('desk')
  return (
    <>
      <HandoverError code={error} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? t(`handover.${panel}.busy`) : t(`handover.${panel}.confirm`)}
        </Button>
      </div>
    </>
  )
}
