import { useTranslation } from 'react-i18next'
import type { GearDetails } from '../../../shared/contract/gear'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { useFormat } from '../../app/useFormat'
import { ButtonLink } from '../../components/ButtonLink'
import { selectSearchLocationName, type RentalRequest } from '../search'
import { AvailableGear } from './Availability'
import { GearGallery } from './GearGallery'
import { SeatFit } from './SeatFit'
import styles from './GearDetailsPage.module.css'

/** Pictures, texts, prices, technical details, and availability for the chosen rental. */
export function GearInfo({ gear, rental }: { gear: GearDetails; rental: RentalRequest | null }) {
  const { t } = useTranslation(['gearDetails', 'gear'])
  const format = useFormat()
  const locationName = useAppSelector(selectSearchLocationName)

  return (
    <article className={styles.layout} aria-labelledby="gear-title">
      <GearGallery gear={gear} />
      <div className={styles.info}>
        <p className={styles.meta}>
          {t(`gear:Categories.${gear.category}`)} · {t(`gear:AgeGroups.${gear.age_group}`)}
        </p>
        <h1 id="gear-title" className={styles.title}>
          {gear.name}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('Details.pricePerDay')}</dt>
            <dd className={styles.price}>{format.money(gear.price_per_day, gear.currency)}</dd>
          </div>
          <div>
            <dt>{t('Details.deposit')}</dt>
            <dd>{format.money(gear.deposit, gear.currency)}</dd>
          </div>
          <div>
            <dt>{t('Details.brand')}</dt>
            <dd>{gear.brand}</dd>
          </div>
        </dl>

        <section className={styles.rental} aria-labelledby="rental-heading">
          <h2 id="rental-heading">{t('Details.availabilityHeading')}</h2>
          {rental && gear.available_stock !== null ? (
            <>
              <p className={styles.period}>
                {t('Details.period', {
                  from: format.date(rental.start_date),
                  pickupTime: rental.pickup_time,
                  until: format.date(rental.end_date),
                  returnTime: rental.return_time,
                  location: locationName,
                })}
              </p>
              <AvailableGear
                gear={{ ...gear, available_stock: gear.available_stock }}
                rental={rental}
              />
            </>
          ) : (
            <>
              <p>{t('Details.chooseDatesBody')}</p>
              <ButtonLink to={paths.search.to()}>{t('Details.chooseDates')}</ButtonLink>
            </>
          )}
        </section>

        <section aria-labelledby="description-heading">
          <h2 id="description-heading">{t('Details.description')}</h2>
          <p>{gear.description}</p>
        </section>
        <SeatFit gear={gear} />
        <section aria-labelledby="technical-heading">
          <h2 id="technical-heading">{t('Details.technical')}</h2>
          <dl className={styles.technical}>
            {gear.technical_details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </article>
  )
}
