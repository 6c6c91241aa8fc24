import { useId } from 'react'
import { Field } from './Field'
import styles from './Form.module.css'

interface SelectFieldProps<T extends string> {
  /** Fixed id, when other parts of the page refer to the field; generated otherwise. */
  id?: string
  label: string
  value: T
  options: { value: T; label: string }[]
  onChange(value: T): void
}

/** A labelled drop-down list. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <Field htmlFor={selectId} label={label}>
      <select
        id={selectId}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
