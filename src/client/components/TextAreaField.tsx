import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { Field } from './Field'
import { FieldError } from './FieldError'
import styles from './Form.module.css'

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string
  label: string
  /** How much has been written, e.g. "12 of 500 characters". */
  count: string
  error?: string | null
}

/** A labelled text area with its character count and error, both announced with it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ id, label, count, error, ...textarea }, ref) {
    return (
      <Field htmlFor={id} label={label}>
        <textarea
          id={id}
          ref={ref}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
          {...textarea}
        />
        <p id={`${id}-count`} className={styles.hint}>
          {count}
        </p>
        <FieldError id={`${id}-error`} error={error} />
      </Field>
    )
  },
)
