import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AuditAction, AuditEntry } from '../../../../shared/contract/desk-bookings'
import { deskListStyles as styles, deskPaths, useDeskFormat, useDeskTimeZone } from '../shell'

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1)

/** One staff action: when, what, who, on which booking, and the change it made. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('desk')
  const format = useDeskFormat()
  const timeZone = useDeskTimeZone()
  // Every action the server records has its label (AUDIT_ACTIONS); one this desk does not know
  // yet shows its name.
  const known = i18n.exists(`Audit.actions.${entry.action}`, { ns: 'desk' })
  return (
    <tr>
      <td>
        {format.zoned(entry.at, timeZone)}
        {/* Taken offline and sent later: when staff took it, beside when it arrived. */}
        {entry.taken_at && (
          <small> ({t('Audit.takenAt', { time: format.zoned(entry.taken_at, timeZone) })})</small>
        )}
      </td>
      <th scope="row">
        {known ? t(`Audit.actions.${entry.action as AuditAction}`) : entry.action}
      </th>
      <td>{entry.actor.email}</td>
      <td>
        {entry.booking_id && entry.booking_reference ? (
          <Link to={deskPaths.booking(entry.booking_id)}>{entry.booking_reference}</Link>
        ) : (
          '—'
        )}
      </td>
      <td className={styles.change}>
        <details>
          <summary>{t('Audit.showChange')}</summary>
          <p>{t('Audit.before')}</p>
          <pre>{json(entry.before)}</pre>
          <p>{t('Audit.after')}</p>
          <pre>{json(entry.after)}</pre>
        </details>
      </td>
    </tr>
  )
}
