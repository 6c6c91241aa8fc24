import type { ReactNode } from 'react'
import styles from './Card.module.css'

interface CardPageProps {
  title: string
  lead?: ReactNode
  footer?: ReactNode
  wide?: boolean
  children: ReactNode
}

/** A page made of one centred card: the account forms and messages. */
export function CardPage({ title, lead, footer, wide, children }: CardPageProps) {
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="card-title">
        <h1 id="card-title">{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </section>
    </div>
  )
}
