import { useView } from '../../../app/useView'
import { useAppSelector } from '../../../app/hooks'
import { Button } from '../../../components/Button'
import { TextAreaField } from '../../../components/TextAreaField'
import { TextField } from '../../../components/TextField'
import {
  selectStaffChange,
  STAFF_REASON_MAX_LENGTH,
  selectStaffChangeMessages,
  staffChangeClosed,
  staffChangeEdited,
  staffChangeSubmitted,
} from './deskBookingsSlice'
import { Dialog } from '../../../components/Dialog'
import { DeskError, deskStyles as styles, useDeskFormat } from '../shell'
import { SendForm } from '../../../components/SendForm'

/**
 * An admin cancels a booking (reason for the traveller, optional refund) or refunds part of
 * what is left. The draft and its idempotency key live in the store; deskBookingsListeners send
 * it.
 */
export function StaffChangeDialog({ reference }: { reference: string }) {
  const { t, dispatch } = useView('desk')
  const format = useDeskFormat()
  const change = useAppSelector(selectStaffChange)
  const messages = useAppSelector(selectStaffChangeMessages)
  if (!change) return null
  const cancelling = change.kind === 'cancel'
  const close = () => dispatch(staffChangeClosed())
  const left = format.money(change.refundable, change.currency)
  const count = t('Change.count', { count: change.reason.length, max: STAFF_REASON_MAX_LENGTH })
  return (
    <Dialog
      titleId="staff-change-title"
      title={t(cancelling ? 'Change.cancelTitle' : 'Change.refundTitle', { reference })}
      lead={t('Change.refundable', { amount: left })}
      onClose={close}
    >
      <SendForm
        noValidate
        aria-labelledby="staff-change-title"
        onSend={() => dispatch(staffChangeSubmitted())}
      >
        <TextField
          label={t(cancelling ? 'Change.cancelAmount' : 'Change.amount', {
            currency: change.currency,
          })}
          hint={cancelling ? t('Change.cancelAmountHint') : null}
          inputMode="decimal"
          value={change.amount}
          error={messages.amount ? t(`Change.${messages.amount}`, { amount: left }) : null}
          onChange={(event) => dispatch(staffChangeEdited({ amount: event.target.value }))}
        />
        <TextAreaField
          id="staff-change-reason"
          label={t(cancelling ? 'Change.reason' : 'Change.refundReason')}
          count={count}
          value={change.reason}
          maxLength={STAFF_REASON_MAX_LENGTH}
          error={messages.reason ? t(`Change.${messages.reason}`) : null}
          onChange={(event) => dispatch(staffChangeEdited({ reason: event.target.value }))}
        />
        <DeskError code={change.errorCode} />
        <div className={styles.formActions}>
          <Button type="submit" disabled={change.busy}>
            {t(cancelling ? 'Change.confirmCancel' : 'Change.confirmRefund')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('Change.close')}
          </Button>
        </div>
      </SendForm>
    </Dialog>
  )
}
