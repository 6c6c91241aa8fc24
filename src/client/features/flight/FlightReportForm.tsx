import type { FormEvent } from 'react'
import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { Checkbox } from '../../components/Checkbox'
import { TextField } from '../../components/TextField'
import { FLIGHT_CHOICES, reportOf } from '../../../shared/domain/flightReports'
import styles from './Flight.module.css'
import {
  flightDraftChanged,
  flightFormClosed,
  flightReportSubmitted,
  selectFlight,
  type FlightTarget,
} from './flightSlice'

/** "We land late": a new arrival time, late without a time yet, or a cancelled flight. */
export function FlightReportForm({
  target,
  startDate,
}: {
  target: FlightTarget
  startDate: string
}) {
  const { t, dispatch } = useView('bookings')
  const { form } = useAppSelector(selectFlight)
  const { draft } = form
  const missingTime = form.submitted && !reportOf(draft, startDate)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(flightReportSubmitted({ target, startDate }))
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('Flight.formTitle')}>
      <fieldset className={styles.choices}>
        <legend>{t('Flight.formTitle')}</legend>
        {FLIGHT_CHOICES.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="flight-choice"
              value={choice}
              checked={draft.choice === choice}
              onChange={() => dispatch(flightDraftChanged({ choice }))}
            />{' '}
            {t(`Flight.choices.${choice}`)}
          </label>
        ))}
      </fieldset>
      {draft.choice === 'new_time' ? (
        <>
          <TextField
            type="time"
            label={t('Flight.arrivalTime')}
            value={draft.arrival_time}
            error={missingTime ? t('Flight.timeRequired') : null}
            onChange={(event) => dispatch(flightDraftChanged({ arrival_time: event.target.value }))}
          />
          <Checkbox
            label={t('Flight.nextDay')}
            checked={draft.next_day}
            onChange={(next_day) => dispatch(flightDraftChanged({ next_day }))}
          />
        </>
      ) : null}
      {form.error ? <Alert tone="error">{t(`Flight.errors.${form.error}`)}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={form.status === 'sending'}>
          {form.status === 'sending' ? t('Flight.sending') : t('Flight.send')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(flightFormClosed())}>
          {t('Flight.close')}
        </Button>
      </div>
    </form>
  )
}
