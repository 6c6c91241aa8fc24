import { useView } from '../../app/useView'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Button } from '../../components/Button'
import { ButtonLink } from '../../components/ButtonLink'
import { formatDate } from '../../lib/format'
import { useGetPickupLocationQuery } from '../search'
import { BasketNotice } from './BasketNotice'
import { BasketRow } from './BasketRow'
import {
  basketCheckoutRequested,
  basketClearRequested,
  basketPopupClosed,
  selectBasket,
  type BasketItem,
} from './basketSlice'
import { PriceBreakdown } from './PriceBreakdown'
import { PromoCodeField } from './PromoCodeField'
import styles from './BasketPopup.module.css'

/**
 * Routes and guard (docs/product.md): basket popup content: rental, items, the promo code, fees
 * by type, totals, and the two actions.
 */
export function BasketContents() {
  const { t, dispatch, language } = useView('basket')
  const basket = useAppSelector(selectBasket)
  const [first] = basket.items
  const { data: location } = useGetPickupLocationQuery(first?.pickup_location_code ?? 'SVQ', {
    skip: !first,
  })

  if (!first) {
    return (
      <div className={styles.empty}>
        <BasketNotice />
        <p className={styles.emptyTitle}>{t('Popup.emptyTitle')}</p>
        <p>{t('Popup.emptyBody')}</p>
        <ButtonLink to={paths.search.to()} onClick={() => dispatch(basketPopupClosed())}>
          {t('Popup.startShopping')}
        </ButtonLink>
      </div>
    )
  }

  const { pricing, currency } = basket
  const delivered = location?.type === 'delivery'
  // Pricing refused the basket for want of this item's units: only a desk has a waitlist.
  const isShort = (item: BasketItem) =>
    location?.type === 'collection' &&
    basket.pricingStatus === 'failed' &&
    item.quantity > item.available_stock
  const when = (date: string, time: string) =>
    t('Popup.dateAtTime', { date: formatDate(date, language), time: time.slice(0, 5) })

  return (
    <>
      <BasketNotice />
      <dl className={styles.rental}>
        <dt className="visually-hidden">{t('Popup.location')}</dt>
        <dd className={styles.location}>
          {location?.names[language] ?? first.pickup_location_code}
        </dd>
        <dt>{t(delivered ? 'Popup.delivery' : 'Popup.pickup')}</dt>
        <dd>{when(first.start_date, first.pickup_time)}</dd>
        <dt>{t(delivered ? 'Popup.collection' : 'Popup.return')}</dt>
        <dd>{when(first.end_date, first.return_time)}</dd>
      </dl>
      <ul className={styles.rows}>
        {basket.items.map((item) => (
          <BasketRow
            key={item.id}
            item={item}
            price={pricing?.items.find((line) => line.gear_id === item.gear_id) ?? null}
            totalDays={pricing?.total_days ?? null}
            currency={currency}
            short={isShort(item)}
          />
        ))}
      </ul>
      <PromoCodeField />
      {basket.pricingStatus === 'pending' ? (
        <p role="status" className={styles.pending}>
          {t('Popup.pricing')}
        </p>
      ) : null}
      {pricing ? (
        <PriceBreakdown pricing={pricing} total={basket.total_price} language={language} />
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() =>
            dispatch(basketClearRequested({ confirmMessage: t('Popup.clearConfirm') }))
          }
        >
          {t('Popup.clear')}
        </Button>
        <Button onClick={() => dispatch(basketCheckoutRequested())}>{t('Popup.checkout')}</Button>
      </div>
    </>
  )
}
