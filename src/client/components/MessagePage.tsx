import type { ReactNode } from 'react'
import styles from './MessagePage.module.css'

interface MessagePageProps {
  title: string
  body: string
  /** The way onward: a link or a button. */
  action: ReactNode
  icon?: ReactNode
}

/** A full-page message: not found, coming soon, failed to load. */
export function MessagePage({ title, body, action, icon }: MessagePageProps) {
  return (
    <section className={styles.page} aria-labelledby="message-title">
      {icon ? <div className={styles.illustration}>{icon}</div> : null}
      <h1 id="message-title">{title}</h1>
      <p className={styles.body}>{body}</p>
      {action}
    </section>
  )
}
