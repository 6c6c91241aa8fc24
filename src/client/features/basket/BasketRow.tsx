import type { PricingItem } from '../../../shared/contract/pricing'
import { formatMoney } from '../../lib/format'
import { useGetGearQuery } from '../gear'
import { basketItemRemoved, basketQuantityChanged, type BasketItem } from './basketSlice'
import styles from './BasketPopup.module.css'
import { BasketWaitlist } from './BasketWaitlist'
import { useView } from '../../app/useView'
import { SeatInDate } from './SeatInDate'

const PLACEHOLDER = '/images/gear/placeholder.svg'

interface BasketRowProps {
  item: BasketItem
  /** The server's price for this item; null until priced. */
  price: PricingItem | null
  totalDays: number | null
  currency: string
  /** Short for its dates at a desk: the family may join the waitlist for the units asked for. */
  short?: boolean
}

/**
 * Routes and guard (docs/product.md): item row: picture, name, prices, quantity stepper and remove.
 */
export function BasketRow({ item, price, totalDays, currency, short = false }: BasketRowProps) {
  const { t, dispatch, language } = useView('basket')
  const { data: gear } = useGetGearQuery({ id: item.gear_id, lang: language })
  const name = gear?.name ?? t('Row.loading')
  const image = gear?.images[0]
  const money = (cents: number) => formatMoney(cents, currency, language)
  const setQuantity = (quantity: number) =>
    dispatch(basketQuantityChanged({ id: item.id, quantity }))

  return (
    <li className={styles.row}>
      <img
        className={styles.thumb}
        src={image?.url ?? PLACEHOLDER}
        alt={image?.alt ?? t('Row.placeholderAlt')}
        width={64}
        height={48}
      />
      <div className={styles.rowBody}>
        <p className={styles.rowName}>{name}</p>
        {price && totalDays !== null ? (
          <p className={styles.rowPrice}>
            {price.is_discounted ? (
              <s className={styles.was}>
                <span className="visually-hidden">
                  {t('Row.originalPrice', { price: money(price.original_price_per_day) })}
                </span>
                <span aria-hidden="true">{money(price.original_price_per_day)}</span>
              </s>
            ) : null}{' '}
            {t('Row.perDayTimesDays', {
              price: money(price.applied_price_per_day),
              days: totalDays,
              count: totalDays,
            })}
          </p>
        ) : null}
        {gear?.seat_approval ? (
          <p className={styles.rowPrice}>
            {gear.seat_approval.standard === 'R129'
              ? t('Row.seatR129', {
                  min: gear.seat_approval.min_height_cm,
                  max: gear.seat_approval.max_height_cm,
                })
              : t('Row.seatR44', { group: gear.seat_approval.group })}
          </p>
        ) : null}
        {gear?.seat_approval ? <SeatInDate line={item} /> : null}
        <div className={styles.rowControls}>
          <div className={styles.stepper} role="group" aria-label={t('Row.quantity', { name })}>
            <button
              type="button"
              aria-label={t('Row.decrease', { name })}
              disabled={item.quantity <= 1}
              onClick={() => setQuantity(item.quantity - 1)}
            >
              −
            </button>
            <output aria-live="polite">{item.quantity}</output>
            <button
              type="button"
              aria-label={t('Row.increase', { name })}
              disabled={item.quantity >= item.available_stock}
              onClick={() => setQuantity(item.quantity + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={styles.remove}
            onClick={() => dispatch(basketItemRemoved(item.id))}
          >
            <span aria-hidden="true">{t('Row.removeShort')}</span>
            <span className="visually-hidden">{t('Row.remove', { name })}</span>
          </button>
        </div>
        {short && gear ? <BasketWaitlist item={item} gearName={gear.name} /> : null}
      </div>
      <p className={styles.rowTotal}>{price ? money(price.subtotal) : ''}</p>
    </li>
  )
}
