import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RentalPeriodProblem } from '../../../shared/domain/rentalPeriod'
import type errors from '../../../../translations/en/errors.json'
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
  delivery = false,
  children,
}: {
  problems: RentalPeriodProblem[]
  /** A delivery zone's rental: its problems speak of delivery and collection (translations/GLOSSARY.md). */
  delivery?: boolean
  /** More messages for the same live region (a delivery zone's lead time). */
  children?: ReactNode
}) {
  const { t, i18n } = useTranslation('errors')
  const codeText = useErrorText()
  const errorText = (code: string) =>
    delivery && i18n.exists(`delivery.${code}`, { ns: 'errors' })
      ? t(`delivery.${code as keyof typeof errors.delivery}`)
      : codeText(code)
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
