import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { useFormat } from '../../app/useFormat'
import { selectLeadTimePassed } from './deliverySelectors'
import styles from './SearchPage.module.css'

/** Too late for a delivery on the chosen date: by when it had to be booked (the shared rule). */
export function LeadTimeProblem() {
  const { t } = useTranslation('search')
  const format = useFormat()
  const passed = useAppSelector(selectLeadTimePassed)
  if (!passed) return null
  return (
    <p className={styles.problem}>
      {t('Criteria.leadTimePassed', {
        date: format.date(passed.date, 'long'),
        deadlineDate: format.date(passed.deadline.date, 'long'),
        deadlineTime: passed.deadline.time,
      })}
    </p>
  )
}
