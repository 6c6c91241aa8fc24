import type { ChangeEvent } from 'react'
import styles from './Switch.module.css'

interface SwitchProps {
  id: string
  label: string
  hint: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}

/** An on/off switch with its label and a one-line explanation. */
export function Switch({ id, label, hint, checked, disabled, onChange }: SwitchProps) {
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.checked)}
      />
    </div>
  )
}
