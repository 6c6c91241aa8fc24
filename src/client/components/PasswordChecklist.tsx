import styles from './PasswordChecklist.module.css'

interface PasswordChecklistProps {
  title: string
  requirements: { id: string; label: string; met: boolean }[]
  metLabel: string
  notMetLabel: string
  strength: 'weak' | 'fair' | 'good' | 'strong'
  strengthLabel: string
}

/**
 * Validation messages (docs/product.md): requirement list and weak / fair / good / strong meter,
 * updated as the user types.
 */
export function PasswordChecklist(props: PasswordChecklistProps) {
  const { title, requirements, metLabel, notMetLabel, strength, strengthLabel } = props
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title}</p>
      <ul className={styles.list}>
        {requirements.map((requirement) => (
          <li
            key={requirement.id}
            className={`${styles.item} ${requirement.met ? styles.met : ''}`}
          >
            {requirement.label}
            <span className="visually-hidden">: {requirement.met ? metLabel : notMetLabel}</span>
          </li>
        ))}
      </ul>
      <div className={`${styles.meter} ${styles[strength]}`} aria-hidden="true">
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={styles.bar} />
      </div>
      <p className={styles.title} aria-live="polite">
        {strengthLabel}
      </p>
    </div>
  )
}
