import { useTranslation } from 'react-i18next'
import type { PickupLocation } from '../../../shared/contract/pickupLocations'
import { openingWindowOn } from '../../../shared/domain/openingTimes'
import { useFormat } from '../../app/useFormat'
import styles from './SearchPage.module.css'

/**
 * The desk's opening hours on a chosen date, so the traveller knows which times fit; its line
 * is kept empty while the location loads, so nothing below it moves when the hours arrive.
 */
export function LocationHours({
  location,
  date,
}: {
  location: PickupLocation | undefined
  date: string
}) {
  const { t } = useTranslation('search')
  const format = useFormat()
  if (!location) return <p className={styles.hint}>{'\u00a0'}</p>
  const window = openingWindowOn(location, date)
  const day = format.date(date)
  return (
    <p className={styles.hint}>
      {window
        ? t('Criteria.openOn', { open: window.open, close: window.close, date: day })
        : t('Criteria.closedOn', { date: day })}
    </p>
  )
}
