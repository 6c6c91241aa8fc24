import { useView } from '../../app/useView'
import { WaitlistCall } from '../waitlist'
import type { BasketItem } from './basketSlice'
import styles from './BasketPopup.module.css'

/**
 * Under a basket item short for its dates at a desk (pricing refused it for want of stock): how
 * many of the units asked for are free, and the way onto the waitlist for all of them
 * (docs/product.md, Waitlist). A signed-out family signs in and comes back to the open basket.
 */
export function BasketWaitlist({ item, gearName }: { item: BasketItem; gearName: string }) {
  const { t } = useView('basket')
  const { pickup_location_code, start_date, end_date, pickup_time, return_time } = item
  return (
    <div>
      <p className={styles.rowPrice}>
        {t('Row.short', { available: item.available_stock, count: item.quantity })}
      </p>
      <WaitlistCall
        gearId={item.gear_id}
        gearName={gearName}
        rental={{ pickup_location_code, start_date, end_date, pickup_time, return_time }}
        units={item.quantity}
        signInRedirect="/search?basketOpen=true"
      />
    </div>
  )
}
