import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { SendForm } from '../../../components/SendForm'
import { TextField } from '../../../components/TextField'
import { deskStyles as styles, useDeskFormat } from '../shell'
import { HandoverSubmit } from '../handover'
import { familyCallNoteChanged, familyCallSubmitted, selectFamilyCall } from './familyWaitSlice'

/** The longest note of a call (the contract's STAFF_REASON_MAX_LENGTH, without typebox). */
const NOTE_MAX_LENGTH = 500

/**
 * The desk's calls to the family of a pickup nobody came for: each call's time and note, and
 * (`canCall`, while the gear waits) a form to record one more.
 */
export function FamilyCalls({
  booking,
  canCall,
}: {
  booking: DeskBookingDetail
  canCall: boolean
}) {
  const { t, dispatch } = useView('deskFamilyWait')
  const format = useDeskFormat()
  const { id: bookingId, family_calls: calls } = booking
  const { note, busy, error } = useAppSelector((state) => selectFamilyCall(state, bookingId))
  if (!canCall && calls.length === 0) return null
  return (
    <section aria-labelledby={`${bookingId}-calls`}>
      <h4 id={`${bookingId}-calls`}>{t('FamilyCalls.title')}</h4>
      <ul>
        {calls.map((call) => (
          <li key={call.called_at}>
            {format.clock(call.called_at, booking.time_zone, booking.start_date)}
            {call.note ? `: ${call.note}` : null}
          </li>
        ))}
      </ul>
      {canCall ? (
        <SendForm
          className={styles.inlineForm}
          onSend={() => dispatch(familyCallSubmitted({ bookingId }))}
        >
          <TextField
            label={t('FamilyCalls.note')}
            value={note}
            maxLength={NOTE_MAX_LENGTH}
            onChange={(event) =>
              dispatch(familyCallNoteChanged({ bookingId, note: event.target.value }))
            }
          />
          <HandoverSubmit
            label={t('FamilyCalls.record')}
            busyLabel={t('FamilyCalls.busy')}
            delivery={false}
            busy={busy}
            error={error}
          />
        </SendForm>
      ) : null}
    </section>
  )
}
