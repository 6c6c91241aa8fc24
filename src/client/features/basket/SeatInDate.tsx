import type { BasketLine } from '../../../shared/domain/basket'
import { useFormat } from '../../app/useFormat'
import { useView } from '../../app/useView'
import { useGetGearQuery } from '../gear'
import styles from './BasketPopup.module.css'

/**
 * A seat's earliest expiry among its units free for the row's own rental (docs/safety.md), asked
 * as its gear page asks for it, so a family who came from that page reads it from the cache.
 * Nothing until it is known, and nothing when the dates can no longer be rented.
 */
export function SeatInDate({ line }: { line: BasketLine }) {
  const { t, language } = useView('basket')
  const format = useFormat()
  const { gear_id, pickup_location_code, start_date, end_date, pickup_time, return_time } = line
  const { currentData } = useGetGearQuery({
    id: gear_id,
    lang: language,
    ...{ pickup_location_code, start_date, end_date, pickup_time, return_time },
  })
  const expiry = currentData?.earliest_expiry
  return expiry ? (
    <p className={styles.rowPrice}>{t('Row.seatInDate', { date: format.date(expiry, 'long') })}</p>
  ) : null
}
