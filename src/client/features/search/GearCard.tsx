import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { GearSummary } from '../../../shared/contract/gear'
import { paths } from '../../app/paths'
import { useFormat } from '../../app/useFormat'
import { useAppSelector } from '../../app/hooks'
import { AvailableGear } from '../gear'
import { WaitlistCall } from '../waitlist'
import { selectLocationMode } from './deliverySelectors'
import type { RentalRequest } from './searchSelectors'
import styles from './SearchPage.module.css'

/**
 * One result: picture, name, price per day, units free and the way into the basket; at a desk,
 * when none is free, the way onto the waitlist.
 */
export function GearCard({ item, rental }: { item: GearSummary; rental: RentalRequest }) {
  const { t } = useTranslation('gear')
  const format = useFormat()
  const image = item.images[0]
  const titleId = `gear-${item._id}`
  const atDesk = useAppSelector(selectLocationMode) === 'collection'
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Link to={paths.gear.to(item._id)} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.cardImage}
          src={image?.url ?? '/images/gear/placeholder.svg'}
          alt=""
          width={400}
          height={300}
          loading="lazy"
        />
      </Link>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          {t(`Categories.${item.category}`)} · {t(`AgeGroups.${item.age_group}`)}
        </p>
        <h3 id={titleId} className={styles.cardTitle}>
          <Link to={paths.gear.to(item._id)}>{item.name}</Link>
        </h3>
        <p className={styles.price}>
          {t('Price.perDay', { price: format.money(item.price_per_day, item.currency) })}
        </p>
        <AvailableGear gear={item} rental={rental} />
        {atDesk && item.available_stock === 0 ? (
          <WaitlistCall gearId={item._id} gearName={item.name} rental={rental} />
        ) : null}
      </div>
    </article>
  )
}
