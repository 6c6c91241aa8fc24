import styles from './Field.module.css'

interface SelectFieldProps<T extends string> {
  id: string
  label: string
  value: T | ''
  options: { value: T | ''; label: string }[]
  onChange(value: T | ''): void
}

/** A labelled drop-down list. */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={styles.control}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T | '')}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
