import { useTranslation } from 'react-i18next'
import type { RentalRequest } from '../search'
import { AddToBasketForm } from './AddToBasketForm'
import styles from './Availability.module.css'

/** Units free for the chosen period, or that none are. */
export function Availability({ count }: { count: number }) {
  const { t } = useTranslation('gearDetails')
  return count > 0 ? (
    <p className={`${styles.availability} ${styles.free}`}>
      {t('Availability.available', { count })}
    </p>
  ) : (
    <p className={`${styles.availability} ${styles.none}`}>{t('Availability.none')}</p>
  )
}

/** The units free for the period and, when there are any, the form that adds them. */
export function AvailableGear({
  gear,
  rental,
}: {
  gear: { _id: string; name: string; available_stock: number }
  rental: RentalRequest
}) {
  return (
    <>
      <Availability count={gear.available_stock} />
      {gear.available_stock > 0 ? (
        <AddToBasketForm
          gearId={gear._id}
          gearName={gear.name}
          availableStock={gear.available_stock}
          rental={rental}
        />
      ) : null}
    </>
  )
}
