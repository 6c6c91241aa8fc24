import { useTranslation } from 'react-i18next'
import type { PickupLocation } from '../../../shared/contract/pickupLocations'
import { openingWindowOn } from '../../../shared/domain/openingTimes'
import { useFormat } from '../../app/useFormat'
import styles from './SearchPage.module.css'

/**
 * The desk's opening hours (a zone's delivery windows) on a chosen date, so the traveller knows
 * which times fit; its line
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
  // A delivery zone's hours are its delivery and collection windows, worded as such.
  const words = location.type === 'delivery' ? 'Criteria.delivery' : 'Criteria'
  return (
    <p className={styles.hint}>
      {window
        ? t(`${words}.openOn`, { open: window.open, close: window.close, date: day })
        : t(`${words}.closedOn`, { date: day })}
    </p>
  )
}
