import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { Field } from './Field'
import { FieldError } from './FieldError'
import styles from './Form.module.css'

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string | null
  hint?: ReactNode
  /** Something placed inside the field, at its end (e.g. a show-password button). */
  adornment?: ReactNode
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, error, hint, adornment, id, ...input }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const control = (
    <input
      id={inputId}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      {...input}
    />
  )
  return (
    <Field htmlFor={inputId} label={label}>
      {adornment ? (
        <div className={styles.inputWithButton}>
          {control}
          {adornment}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </Field>
  )
}
