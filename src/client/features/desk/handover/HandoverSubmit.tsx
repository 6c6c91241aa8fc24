import { Button } from '../../../components/Button'
import { deskStyles as styles } from '../shell'
import { HandoverError } from './HandoverError'

interface HandoverSubmitProps {
  /** The button's words, and what it says while the step is sent. */
  label: string
  busyLabel: string
  /** The booking is a delivery: a refusal in its words where they differ. */
  delivery: boolean
  busy: boolean
  error: string | null
}

/** A handover form's end: why the step was refused, then its submit button (busy while sent). */
export function HandoverSubmit({ label, busyLabel, delivery, busy, error }: HandoverSubmitProps) {
  return (
    <>
      <HandoverError code={error} delivery={delivery} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  )
}
