import { Button } from '../../../components/Button'
import styles from '../Desk.module.css'
import { HandoverError } from './HandoverError'

interface HandoverSubmitProps {
  busy: boolean
  error: string | null
  label: string
  busyLabel: string
}

/** A handover form's end: why the step was refused, then its submit button (busy while sent). */
export function HandoverSubmit({ busy, error, label, busyLabel }: HandoverSubmitProps) {
  return (
    <>
      <HandoverError code={error} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  )
}
