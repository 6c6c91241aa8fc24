import { OVERRIDE_REASON_MAX_LENGTH } from '../../../shared/domain/bookingChanges'
import { useAppSelector } from '../../app/hooks'
import { TextField } from '../../components/TextField'
import { changeOverrideReasonChanged, selectBookingChange } from './bookingChangeSlice'
import { useView } from '../../app/useView'

/**
 * At the desk (its texts), an admin's reason to refund a reduction the 24-hour rule would keep (audited; the family reads
 * it): offered once a preview keeps something, and kept while a reason is written.
 */
export function OverrideField() {
  const { t, dispatch } = useView('deskChange')
  const { overrideReason, preview } = useAppSelector(selectBookingChange)
  if (overrideReason === '' && !(preview && preview.answer.retained > 0)) return null
  return (
    <TextField
      label={t('Change.override.label')}
      hint={t('Change.override.hint')}
      value={overrideReason}
      maxLength={OVERRIDE_REASON_MAX_LENGTH}
      onChange={(event) => dispatch(changeOverrideReasonChanged({ reason: event.target.value }))}
    />
  )
}
