import { useTranslation } from 'react-i18next'
import type { AttentionKind } from '../../../../shared/contract/desk-bookings'
import { useAppSelector } from '../../../app/hooks'
import { selectLanguage } from '../../preferences'
import { useGetAttentionQuery } from './deskBookingsApi'
import {
  deskListStyles as styles,
  DeskScreen,
  isDeliveryBooking,
  LocationPicker,
  QueryState,
  selectDeskLocation,
} from '../shell'
import { DeskBookingCard } from './DeskBookingCard'
import { useDeskRefresh } from './useDeskRefresh'

/** What is wrong, for a delivery in its own words where they differ (`Attention.kind.delivery`). */
function kindKey(kind: AttentionKind, delivery: boolean) {
  return delivery && (kind === 'late_return' || kind === 'unpaid_near_pickup')
    ? (`Attention.kind.delivery.${kind}` as const)
    : (`Attention.kind.${kind}` as const)
}

/**
 * Bookings needing attention at a location, each with what to do about it; what is wrong with a
 * delivery is said in the words of its delivery and collection.
 */
export function AttentionScreen() {
  const { t } = useTranslation('desk')
  const location = useAppSelector(selectDeskLocation)
  const lang = useAppSelector(selectLanguage)
  const query = useGetAttentionQuery({ location, lang })
  useDeskRefresh()
  const { data } = query
  return (
    <DeskScreen id="attention" title={t('Attention.title')}>
      <div className={styles.toolbar}>
        <LocationPicker />
      </div>
      <QueryState query={query} />
      {data && data.items.length === 0 ? <p>{t('Attention.none')}</p> : null}
      <ul className={styles.list}>
        {data?.items.map((item) => (
          <li key={`${item.kind}-${item.booking.id}`}>
            <p>
              <strong className={styles.badgeAlert}>
                {t(kindKey(item.kind, isDeliveryBooking(item.booking)))}
              </strong>{' '}
              <span>{t('Attention.todo', { action: item.action })}</span>
            </p>
            <DeskBookingCard booking={item.booking} role="found" />
          </li>
        ))}
      </ul>
    </DeskScreen>
  )
}
