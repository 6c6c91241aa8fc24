import { Link } from 'react-router'
import type { GearCategory } from '../../../shared/domain/catalogue'
import { DEFAULT_PICKUP_LOCATION_CODE } from '../../../shared/domain/constants'
import { paths } from '../../app/paths'
import { useFormat } from '../../app/useFormat'
import { Skeleton } from '../../components/Skeleton'
import { useGetCategoryPricesQuery } from '../gear'
import { categoryChosen, prefetchSearch } from '../search'
import styles from './HomePage.module.css'
import { useView } from '../../app/useView'

/** What it does (docs/product.md): the example from-prices shown on home, in this order. */
const FEATURED: GearCategory[] = ['car_seat', 'stroller', 'booster_seat', 'travel_cot']

/** From-prices per day at the first location, read from the catalogue; each opens the search. */
export function FromPrices() {
  const { t, dispatch } = useView('gear')
  const format = useFormat()
  const prices = useGetCategoryPricesQuery({ pickup_location_code: DEFAULT_PICKUP_LOCATION_CODE })

  let content
  if (prices.data) {
    const all = prices.data
    const featured = FEATURED.flatMap((category) =>
      all.filter((price) => price.category === category),
    )
    content = (
      <ul className={styles.prices}>
        {featured.map((price) => (
          <li key={price.category}>
            <Link
              to={paths.search.to()}
              className={styles.priceCard}
              onPointerEnter={prefetchSearch}
              onFocus={prefetchSearch}
              onClick={() => void dispatch(categoryChosen(price.category))}
            >
              <img src={price.image_url} alt="" width={400} height={300} loading="lazy" />
              <span className={styles.priceCategory}>{t(`Categories.${price.category}`)}</span>
              <span className={styles.priceFrom}>
                {t('Price.from', { price: format.money(price.from_price_per_day, price.currency) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    )
  } else if (prices.isError) {
    content = <p role="alert">{t('FromPrices.failed')}</p>
  } else {
    content = (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{t('FromPrices.loading')}</span>
        <ul className={styles.prices} aria-hidden="true">
          {FEATURED.map((category) => (
            <li key={category} className={styles.priceCard}>
              <Skeleton shape="image" />
              <Skeleton shape="title" />
              <Skeleton shape="short" />
            </li>
          ))}
        </ul>
      </div>
    )
  }

  return (
    <section className={styles.pricesSection} aria-labelledby="prices-heading">
      <h2 id="prices-heading">{t('FromPrices.heading')}</h2>
      <p className={styles.pricesLead}>{t('FromPrices.lead')}</p>
      {content}
    </section>
  )
}
