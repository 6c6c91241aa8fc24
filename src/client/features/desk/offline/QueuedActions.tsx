import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { deskPaths } from '../shell'
import type { QueuedAction } from './offlineEvents'

export interface QueuedRow extends Pick<QueuedAction, 'key' | 'kind' | 'bookingId' | 'refusal'> {
  /** When it was taken, as shown. */
  takenAt: string
}

export interface QueuedActionsProps {
  rows: QueuedRow[]
  sending: boolean
  onDismiss(key: string): void
}

/**
 * The handovers taken offline, in the order taken: waiting to send (or being sent), or refused
 * by the server with its reason and what to do, until staff dismiss them.
 */
export function QueuedActions({ rows, sending, onDismiss }: QueuedActionsProps) {
  const { t } = useTranslation('desk')
  return (
    <section aria-labelledby="desk-offline-queue">
      <h2 id="desk-offline-queue">{t('DeskOffline.queueTitle')}</h2>
      <ol>
        {rows.map((row) => (
          <li key={row.key}>
            <strong>{t(`DeskOffline.kinds.${row.kind}`)}</strong>{' '}
            <Link to={deskPaths.booking(row.bookingId)}>{t('DeskOffline.openBooking')}</Link>{' '}
            <span>{t('DeskOffline.takenAt', { time: row.takenAt })}</span>{' '}
            {row.refusal ? (
              <span role="alert">
                <strong>{t('DeskOffline.refused')}</strong>{' '}
                {t(
                  [`DeskOffline.errors.${row.refusal.code}`, `handover.errors.${row.refusal.code}`],
                  {
                    defaultValue: '',
                  },
                )}{' '}
                {row.refusal.message &&
                  t('DeskOffline.serverSaid', { message: row.refusal.message })}{' '}
                {t('DeskOffline.whatToDo')}{' '}
                <button type="button" onClick={() => onDismiss(row.key)}>
                  {t('DeskOffline.dismiss')}
                </button>
              </span>
            ) : (
              <span>{sending ? t('DeskOffline.sending') : t('DeskOffline.waiting')}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
