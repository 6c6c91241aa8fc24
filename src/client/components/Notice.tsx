import type { ReactNode } from 'react'
import styles from './Notice.module.css'

interface NoticeProps {
  title: string
  children?: ReactNode
  /** The way onward, e.g. a retry button. */
  action?: ReactNode
  tone?: 'info' | 'error'
}

/** A boxed message inside a page: an empty result, a prompt, or a failure with a way out. */
export function Notice({ title, children, action, tone = 'info' }: NoticeProps) {
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  )
}
