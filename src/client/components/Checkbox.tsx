import { useId, type ReactNode } from 'react'
import { FieldError } from './FieldError'
import styles from './Form.module.css'

interface CheckboxProps {
  label: ReactNode
  checked: boolean
  onChange(checked: boolean): void
  error?: string | null
  required?: boolean
}

export function Checkbox({ label, checked, onChange, error, required }: CheckboxProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
