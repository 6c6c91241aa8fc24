import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { CLAIM_NOTE_MAX_LENGTH } from '../../../../shared/domain/deposits'
import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { SendForm } from '../../../components/SendForm'
import { TextAreaField } from '../../../components/TextAreaField'
import { TextField } from '../../../components/TextField'
import { claimedTotal } from '../../../lib/depositClaims'
import { DeskError, deskStyles as styles, useDeskFormat } from '../shell'
import {
  decisionClosed,
  decisionEdited,
  decisionOpened,
  decisionSubmitted,
  selectDecided,
  selectDecision,
  selectDecisionKeep,
  selectDecisionMessages,
} from './deskDepositSlice'

const max = CLAIM_NOTE_MAX_LENGTH

/**
 * An admin decides the claims once: how much of what was claimed to keep (the rest of the
 * deposit is released), with a note for the family. Keeping money waits until the family has
 * answered or its time to answer has passed (`can_keep`); releasing everything never waits.
 */
export function DecideForm({ booking }: { booking: DeskBookingDetail }) {
  const { t, dispatch } = useView(['deskDeposit', 'desk'])
  const format = useDeskFormat()
  const decision = useAppSelector(selectDecision)
  const keep = useAppSelector(selectDecisionKeep)
  const messages = useAppSelector(selectDecisionMessages)
  const decided = useAppSelector(selectDecided)
  const { deposit } = booking
  const claimed = claimedTotal(deposit)
  const money = (cents: number) => format.money(cents, deposit.currency)
  if (decision?.bookingId !== booking.id) {
    return (
      <>
        {decided === booking.id ? <p role="status">{t('Decision.done')}</p> : null}
        <Button
          variant="secondary"
          onClick={() =>
            dispatch(decisionOpened({ bookingId: booking.id, currency: deposit.currency, claimed }))
          }
        >
          {t('Decision.open')}
        </Button>
      </>
    )
  }
  // Keeping money before the family's time to answer is over: the server would refuse it.
  const tooEarly = !deposit.can_keep && keep !== null && keep > 0
  return (
    <SendForm
      noValidate
      className={styles.inlineForm}
      aria-labelledby="decision-title"
      onSend={() => dispatch(decisionSubmitted())}
    >
      <h4 id="decision-title">{t('Decision.title')}</h4>
      <TextField
        label={t('Decision.keep', { currency: deposit.currency })}
        hint={t('Decision.keepHint', { claimed: money(claimed), amount: money(deposit.amount) })}
        inputMode="decimal"
        value={decision.keep}
        error={messages.keep ? t(`Decision.${messages.keep}`, { claimed: money(claimed) }) : null}
        onChange={(event) => dispatch(decisionEdited({ keep: event.target.value }))}
      />
      <TextAreaField
        id="decision-note"
        label={t('Decision.note')}
        count={t('Decision.count', { count: decision.note.length, max })}
        value={decision.note}
        error={messages.note ? t(`Decision.${messages.note}`, { max }) : null}
        onChange={(event) => dispatch(decisionEdited({ note: event.target.value }))}
      />
      {tooEarly ? (
        <p id="decision-too-early">
          {deposit.dispute_until
            ? t('Decision.tooEarly', {
                time: format.zoned(deposit.dispute_until, booking.time_zone),
              })
            : t('Decision.tooEarlyOpen')}
        </p>
      ) : null}
      <DeskError code={decision.errorCode} />
      <div className={styles.formActions}>
        <Button
          type="submit"
          disabled={decision.busy || tooEarly}
          aria-describedby={tooEarly ? 'decision-too-early' : undefined}
        >
          {decision.busy ? t('Decision.deciding') : t('Decision.decide')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(decisionClosed())}>
          {t('Decision.close')}
        </Button>
      </div>
    </SendForm>
  )
}
