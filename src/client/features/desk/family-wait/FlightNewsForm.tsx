import type { DeskBooking } from '../../../../shared/contract/desk-bookings'
import { FLIGHT_CHOICES, reportOf } from '../../../../shared/domain/flightReports'
import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { Checkbox } from '../../../components/Checkbox'
import { SelectField } from '../../../components/SelectField'
import { SendForm } from '../../../components/SendForm'
import { TextField } from '../../../components/TextField'
import { deskStyles as styles } from '../shell'
import {
  flightNewsEdited,
  flightNewsSubmitted,
  selectFlightNewsDraft,
  selectFlightNewsNoted,
} from './familyWaitSlice'

/**
 * "Flight news" on a pickup waiting for its family: staff note a new arrival time, a delay
 * without one, or a cancelled flight, as the family told it or the airport board shows it.
 */
export function FlightNewsForm({ booking }: { booking: Pick<DeskBooking, 'id' | 'start_date'> }) {
  const { t, dispatch } = useView('deskFamilyWait')
  const { id: bookingId, start_date: startDate } = booking
  const draft = useAppSelector((state) => selectFlightNewsDraft(state, bookingId))
  const noted = useAppSelector((state) => selectFlightNewsNoted(state, bookingId))
  const edit = (edit: Parameters<typeof flightNewsEdited>[0]['edit']) =>
    dispatch(flightNewsEdited({ bookingId, edit }))
  const missingTime = draft.submitted && !reportOf(draft, startDate)
  return (
    <section aria-labelledby={`${bookingId}-flight-news`}>
      <h4 id={`${bookingId}-flight-news`}>{t('FlightNewsForm.title')}</h4>
      <p>{t('FlightNewsForm.lead')}</p>
      <SendForm
        className={styles.inlineForm}
        noValidate
        onSend={() => dispatch(flightNewsSubmitted({ bookingId, startDate }))}
      >
        <SelectField
          label={t('FlightNewsForm.choice')}
          value={draft.choice}
          options={FLIGHT_CHOICES.map((choice) => ({
            value: choice,
            label: t(`FlightNewsForm.choices.${choice}`),
          }))}
          onChange={(choice) => edit({ choice })}
        />
        {draft.choice === 'new_time' ? (
          <>
            <TextField
              type="time"
              label={t('FlightNewsForm.arrivalTime')}
              value={draft.arrival_time}
              error={missingTime ? t('FlightNewsForm.timeRequired') : null}
              onChange={(event) => edit({ arrival_time: event.target.value })}
            />
            <Checkbox
              label={t('FlightNewsForm.nextDay')}
              checked={draft.next_day}
              onChange={(next_day) => edit({ next_day })}
            />
          </>
        ) : null}
        {draft.error ? (
          <p role="alert" className={styles.error}>
            {t(`FlightNewsForm.errors.${draft.error}`, {
              defaultValue: t('FlightNewsForm.errors.fallback'),
            })}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" disabled={draft.busy}>
            {draft.busy ? t('FlightNewsForm.busy') : t('FlightNewsForm.note')}
          </Button>
        </div>
      </SendForm>
      {noted ? <p role="status">{t('FlightNewsForm.noted')}</p> : null}
    </section>
  )
}
