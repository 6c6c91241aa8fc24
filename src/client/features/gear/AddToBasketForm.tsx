import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { Button } from '../../components/Button'
import {
  basketEditingFeature,
  basketItemAddRequested,
  basketQuantityChosen,
  selectUnitsInBasket,
  selectUnitsLeft,
} from '../basket'
import type { RentalRequest } from '../search'
import styles from './AddToBasketForm.module.css'
import { selectQuantityToAdd } from './quantityToAdd'
import { useView } from '../../app/useView'

interface AddToBasketFormProps {
  gearId: string
  gearName: string
  availableStock: number
  rental: RentalRequest
}

/**
 * Quantity (up to the units free less those in the basket; the pick lives in the basket slice)
 * and the button that adds them.
 */
export function AddToBasketForm({
  gearId,
  gearName,
  availableStock,
  rental,
}: AddToBasketFormProps) {
  const { t, dispatch } = useView('gearDetails')
  const { t: tBasket } = useTranslation('basket')
  useFeature(basketEditingFeature)
  const inBasket = useAppSelector((state) => selectUnitsInBasket(state, gearId))
  const left = useAppSelector((state) => selectUnitsLeft(state, gearId, availableStock))
  const chosen = useAppSelector((state) => selectQuantityToAdd(state, gearId, availableStock))
  const quantityId = `quantity-${gearId}`
  // Every free unit is in the basket: the button is off, and says why in the basket's words.
  const full = left === 0
  const whyId = `full-${gearId}`

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        dispatch(
          basketItemAddRequested({
            ...rental,
            gear_id: gearId,
            quantity: chosen,
            available_stock: availableStock,
          }),
        )
      }}
    >
      <label htmlFor={quantityId} className="visually-hidden">
        {t('AddToBasket.quantityOf', { name: gearName })}
      </label>
      <select
        id={quantityId}
        className={styles.quantity}
        value={chosen}
        disabled={full}
        onChange={(event) =>
          dispatch(basketQuantityChosen({ gearId, quantity: Number(event.target.value) }))
        }
      >
        {Array.from({ length: Math.max(left, 1) }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        disabled={full}
        aria-label={t('AddToBasket.addNamed', { name: gearName })}
        aria-describedby={full ? whyId : undefined}
      >
        {t('AddToBasket.add')}
      </Button>
      <p className={styles.inBasket} aria-live="polite">
        {inBasket > 0 ? tBasket('InBasket.count', { count: inBasket }) : ''}
        {full ? (
          <span id={whyId} className={styles.full}>
            {tBasket('Messages.stock', { requested: inBasket + 1, available: availableStock })}
          </span>
        ) : null}
      </p>
    </form>
  )
}
