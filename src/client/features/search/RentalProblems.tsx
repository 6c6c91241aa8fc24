import type { ReactNode } from 'react'
import type { RentalPeriodProblem } from '../../../shared/domain/rentalPeriod'
import { useErrorText } from '../../app/useErrorText'
import styles from './SearchPage.module.css'

export const RENTAL_PROBLEMS_ID = 'rental-problems'

/**
 * What is wrong with the chosen period, one message per rule (texts in docs/product.md, Validation
 * messages). The live region is always present so screen readers announce a message as soon as it
 * appears.
 */
export function RentalProblems({
  problems,
  children,
}: {
  problems: RentalPeriodProblem[]
  /** More messages for the same live region (a delivery zone's lead time). */
  children?: ReactNode
}) {
  const errorText = useErrorText()
  const codes = [...new Set(problems.map((problem) => problem.code))]
  return (
    <div id={RENTAL_PROBLEMS_ID} role="alert" className={styles.problems}>
      {codes.map((code) => (
        <p key={code} className={styles.problem}>
          {errorText(code)}
        </p>
      ))}
      {children}
    </div>
  )
}
