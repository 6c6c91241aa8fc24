import { Button } from '../../../components/Button'
import { useView } from '../../../app/useView'
import { useAppSelector } from '../../../app/hooks'
import { deskStyles as styles } from '../shell'
import { HandoverError } from './HandoverError'
import {
  noShowAsked,
  noShowConfirmed,
  noShowDismissed,
  selectHandoverStatus,
  selectNoShowAsked,
} from './handoverSlice'

/**
 * "Mark as no-show", asked once more before the booking is cancelled: for a delivery
 * (`delivery`), in the words of its delivery. Before the no-show time (`from`, as the server
 * tells it) the button waits, disabled, saying when it may be pressed.
 */
export function NoShowButton({
  bookingId,
  delivery = false,
  from,
}: {
  bookingId: string
  delivery?: boolean
  from?: string
}) {
  const { t, dispatch } = useView('desk')
  const asked = useAppSelector((state) => selectNoShowAsked(state, bookingId))
  const { busy, error } = useAppSelector((state) => selectHandoverStatus(state, bookingId))
  return (
    <div>
      {asked ? (
        <div role="group" aria-label={t('handover.NoShowButton.button')}>
          <p>
            {t(
              delivery
                ? 'handover.NoShowButton.delivery.question'
                : 'handover.NoShowButton.question',
            )}
          </p>
          <div className={styles.formActions}>
            <Button onClick={() => dispatch(noShowConfirmed({ bookingId }))}>
              {t('handover.NoShowButton.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => dispatch(noShowDismissed())}>
              {t('handover.NoShowButton.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          disabled={busy || from !== undefined}
          aria-describedby={from ? `${bookingId}-no-show-from` : undefined}
          onClick={() => dispatch(noShowAsked({ bookingId }))}
        >
          {busy ? t('handover.NoShowButton.busy') : t('handover.NoShowButton.button')}
        </Button>
      )}
      {from ? (
        <p id={`${bookingId}-no-show-from`}>{t('handover.NoShowButton.from', { time: from })}</p>
      ) : null}
      <HandoverError code={error} delivery={delivery} />
    </div>
  )
}
