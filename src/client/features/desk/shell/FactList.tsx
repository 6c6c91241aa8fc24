import type { ReactNode } from 'react'
import styles from './DeskBookings.module.css'

/** A term and what it is, as the desk lists a booking's facts. */
export type Fact = [term: string, value: ReactNode]

/** A booking's facts as a description list, one term and its value a row. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.details}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
