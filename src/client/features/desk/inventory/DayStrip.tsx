import { useTranslation } from 'react-i18next'
import type { StripDay } from '../../../../shared/contract/desk'
import { useFormat } from '../../../app/useFormat'
import styles from './Inventory.module.css'

/** The next days of one item: units free over units in service, each day read out in full. */
export function DayStrip({ item, days }: { item: string; days: StripDay[] }) {
  const { t } = useTranslation('desk')
  const format = useFormat()
  return (
    <figure className={styles.stripFigure}>
      <figcaption className={styles.stripLegend}>{t('Strip.legend')}</figcaption>
      <ol className={styles.strip} aria-label={t('Strip.label', { count: days.length, item })}>
        {days.map((day) => {
          const tone = day.free === 0 ? styles.full : day.committed > 0 ? styles.partly : ''
          return (
            <li
              key={day.date}
              className={`${styles.stripDay} ${tone}`}
              aria-label={t('Strip.day', {
                date: format.date(day.date, 'medium'),
                free: day.free,
                inService: day.in_service,
                committed: day.committed,
              })}
              data-date={day.date}
            >
              <span aria-hidden="true" className={styles.stripDate}>
                {format.date(day.date, 'short')}
              </span>
              <span aria-hidden="true" className={styles.stripCount}>
                {day.free}/{day.in_service}
              </span>
            </li>
          )
        })}
      </ol>
    </figure>
  )
}
