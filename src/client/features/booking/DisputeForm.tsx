import { CLAIM_NOTE_MAX_LENGTH } from '../../../shared/domain/deposits'
import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { SendForm } from '../../components/SendForm'
import { TextAreaField } from '../../components/TextAreaField'
import { selectDispute, selectDisputeMessage } from './bookingSelectors'
import { disputeMessageChanged, disputeSubmitted } from './bookingSlice'

const max = CLAIM_NOTE_MAX_LENGTH

/** The family answers the claims: a message (a draft in the booking slice), then Send. */
export function DisputeForm() {
  const { t, dispatch } = useView('bookings')
  const dispute = useAppSelector(selectDispute)
  const message = useAppSelector(selectDisputeMessage)
  const sending = dispute.status === 'sending'
  return (
    <SendForm
      className={formStyles.form}
      aria-labelledby="deposit-dispute-title"
      noValidate
      onSend={() => dispatch(disputeSubmitted())}
    >
      <h3 id="deposit-dispute-title">{t('Dispute.title')}</h3>
      <TextAreaField
        id="deposit-dispute"
        label={t('Dispute.label')}
        rows={4}
        count={t('Dispute.count', { count: dispute.draft.message.length, max })}
        value={dispute.draft.message}
        error={message ? t(`Dispute.${message}`, { max }) : null}
        onChange={(event) => dispatch(disputeMessageChanged({ message: event.target.value }))}
      />
      {dispute.status === 'sent' ? <Alert tone="success">{t('Dispute.sent')}</Alert> : null}
      {dispute.error ? <Alert tone="error">{t(dispute.error)}</Alert> : null}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t('Dispute.sending') : t('Dispute.send')}
        </Button>
      </div>
    </SendForm>
  )
}
