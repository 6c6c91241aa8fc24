import { Field } from './Field'
import styles from './Form.module.css'

interface TimeFieldProps {
  id: string
  label: string
  value: string | null
  /** The times that can be chosen; empty until a date is chosen. */
  options: string[]
  placeholder: string
  /** Shows a chosen time that is no longer among the options, e.g. "23:00 (desk closed)". */
  unavailableLabel(time: string): string
  invalid?: boolean
  describedBy?: string
  onChange(time: string): void
}

/** A time of day from a list of allowed times (HH:mm). */
export function TimeField(props: TimeFieldProps) {
  const { id, label, value, options } = props
  const stale = value !== null && !options.includes(value)
  return (
    <Field htmlFor={id} label={label}>
      <select
        id={id}
        className={styles.input}
        value={value ?? ''}
        disabled={options.length === 0 && value === null}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="" disabled>
          {props.placeholder}
        </option>
        {stale ? (
          <option value={value} disabled>
            {props.unavailableLabel(value)}
          </option>
        ) : null}
        {options.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </Field>
  )
}
