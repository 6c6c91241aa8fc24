import type { ReactNode } from 'react'
import styles from './Form.module.css'

interface FieldProps {
  /** The id of the control the label names. */
  htmlFor: string
  label: string
  /** The control, then what goes under it (hint, count, error). */
  children: ReactNode
}

/** A form field: its label above the control and what goes with it. */
export function Field({ htmlFor, label, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  )
}
