import styles from './Form.module.css'

/** A field's error, under it; `id` is what the field's aria-describedby points at. */
export function FieldError({ id, error }: { id: string | undefined; error?: string | null }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null
}
