import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { selectLanguage } from '../../preferences'
import { useGetAttentionQuery } from './deskBookingsApi'
import {
  deskListStyles as styles,
  DeskScreen,
  LocationPicker,
  QueryState,
  selectDeskLocation,
} from '../shell'
import { DeskBookingCard } from './DeskBookingCard'

/** Bookings needing attention at a location, each with what to do about it. */
export function AttentionScreen() {
  const { t } = useTranslation('desk')
  const location = useAppSelector(selectDeskLocation)
  const lang = useAppSelector(selectLanguage)
  const query = useGetAttentionQuery({ location, lang })
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
              <strong className={styles.badgeAlert}>{t(`Attention.kind.${item.kind}`)}</strong>{' '}
              <span>{t('Attention.todo', { action: item.action })}</span>
            </p>
            <DeskBookingCard booking={item.booking} role="found" />
          </li>
        ))}
      </ul>
    </DeskScreen>
  )
}
