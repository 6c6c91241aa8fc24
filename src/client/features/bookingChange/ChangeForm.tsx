import type { FormEvent } from 'react'
import { useAppSelector } from '../../app/hooks'
import { useErrorText } from '../../app/useErrorText'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { TextField } from '../../components/TextField'
import type { ItemNames } from '../booking'
import { AddGear } from './AddGear'
import styles from './BookingChange.module.css'
import { changeConfirmed, changeFormClosed, changeTermChanged } from './bookingChangeSlice'
import { ChangePrice } from './ChangePrice'
import type { ChangedBooking, ChangeTerm } from './changeDraft'
import { selectChangeForm } from './changeSelectors'
import { OverrideField } from './OverrideField'
import { UnitSteppers } from './UnitSteppers'
import { useGearToAdd } from './useGearToAdd'
import { useChangeWords } from './useChangeWords'

const TERMS: readonly ChangeTerm[] = ['start_date', 'end_date', 'pickup_time', 'return_time']

/**
 * "Change booking": new dates, times, units and items, what it costs, then "Confirm the change";
 * at the desk, an admin may refund a reduction the 24-hour rule would keep (`canOverride`).
 */
export function ChangeForm({
  booking,
  names,
  canOverride,
}: {
  booking: ChangedBooking
  names: ItemNames
  canOverride: boolean
}) {
  const { t, dispatch, field, kept } = useChangeWords(booking)
  const errorText = useErrorText()
  const form = useAppSelector(selectChangeForm)
  const gear = useGearToAdd(booking, form.draft?.units)
  if (!form.draft) return null
  const { draft, error } = form
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(changeConfirmed())
  }
  const shortage = error?.shortage
  return (
    <form onSubmit={submit} noValidate aria-label={t('Change.title')}>
      <p>{t('Change.lead')}</p>
      <div className={styles.terms}>
        {TERMS.map((term) => (
          <TextField
            key={term}
            type={term.endsWith('date') ? 'date' : 'time'}
            label={field(term)}
            value={draft[term]}
            onChange={(event) => dispatch(changeTermChanged({ term, value: event.target.value }))}
          />
        ))}
      </div>
      <UnitSteppers units={draft.units} names={{ ...gear.names, ...names }} />
      <AddGear addable={gear.addable} />
      {canOverride ? <OverrideField /> : null}
      <div className={styles.price} role="status">
        <ChangePrice
          asksSomething={form.asksSomething}
          previewing={form.status === 'previewing'}
          preview={form.preview}
          money={form.money}
          currency={booking.currency}
          kept={kept}
        />
      </div>
      {error ? (
        <Alert tone="error">
          {shortage
            ? t('Change.shortage', { ...shortage, name: names[shortage.gear_id] ?? '…' })
            : errorText(error.code)}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={!form.canConfirm}>
          {form.status === 'committing' ? t('Change.committing') : t('Change.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(changeFormClosed())}>
          {t('Change.close')}
        </Button>
      </div>
    </form>
  )
}
