import { Button } from '../../components/Button'
import styles from './BookingChange.module.css'
import { changeGearAdded } from './bookingChangeSlice'
import { useChangeView } from './changeTexts'

/** The location's other gear, each to add to the booking with one unit. */
export function AddGear({ addable }: { addable: { gearId: string; name: string }[] }) {
  const { t, dispatch } = useChangeView()
  if (addable.length === 0) return null
  return (
    <fieldset className={styles.units}>
      <legend>{t('Change.addGear')}</legend>
      <div className={styles.actions}>
        {addable.map(({ gearId, name }) => (
          <Button
            key={gearId}
            variant="secondary"
            onClick={() => dispatch(changeGearAdded({ gearId }))}
          >
            {t('Change.add', { name })}
          </Button>
        ))}
      </div>
    </fieldset>
  )
}
