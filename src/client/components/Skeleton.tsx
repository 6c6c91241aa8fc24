import styles from './Skeleton.module.css'

/** A grey placeholder block shaped like content that is still loading; hidden from readers. */
export function Skeleton({ shape = 'line' }: { shape?: 'line' | 'short' | 'title' | 'image' }) {
  return <span className={`${styles.skeleton} ${styles[shape]}`} aria-hidden="true" />
}
