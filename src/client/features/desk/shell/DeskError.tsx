import { useErrorText } from '../../../app/useErrorText'
import styles from './Desk.module.css'

/** Why the server refused a desk action, in the words of the error catalogue; nothing when none. */
export function DeskError({ code }: { code: string | null | undefined }) {
  const errorText = useErrorText()
  if (!code) return null
  return (
    <p role="alert" className={styles.error}>
      {errorText(code)}
    </p>
  )
}
