import { Button } from '../../components/Button'
import type { ItemNames } from '../booking'
import styles from './BookingChange.module.css'
import { changeUnitsChanged } from './bookingChangeSlice'
import { useChangeView } from './changeTexts'

/** One unit more or less of each item the booking has. */
export function UnitSteppers({
  units,
  names,
}: {
  units: Record<string, number>
  names: ItemNames
}) {
  const { t, dispatch } = useChangeView()
  const total = Object.values(units).reduce((sum, count) => sum + count, 0)
  return (
    <fieldset className={styles.units}>
      <legend>{t('Change.gear')}</legend>
      {Object.entries(units).map(([gearId, count]) => {
        const name = names[gearId] ?? '…'
        return (
          <div key={gearId} className={styles.unit}>
            <Button
              variant="secondary"
              aria-label={t('Change.less', { name })}
              disabled={count === 0 || total === 1}
              onClick={() => dispatch(changeUnitsChanged({ gearId, by: -1 }))}
            >
              −
            </Button>
            <span>{t('Change.units', { name, count })}</span>
            <Button
              variant="secondary"
              aria-label={t('Change.more', { name })}
              onClick={() => dispatch(changeUnitsChanged({ gearId, by: 1 }))}
            >
              +
            </Button>
          </div>
        )
      })}
    </fieldset>
  )
}
