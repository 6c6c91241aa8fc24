import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AuditEntry } from '../../../shared/contract/desk-bookings'
import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import { Button } from '../../components/Button'
import { SelectField } from '../../components/SelectField'
import { TextField } from '../../components/TextField'
import {
  auditFilterChanged,
  auditFiltersApplied,
  auditNextPage,
  auditPreviousPage,
  selectAudit,
} from './deskAdminSlice'
import { useGetAuditQuery, useGetStaffQuery } from './deskBookingsApi'
import {
  deskListStyles as styles,
  deskPaths,
  DeskScreen,
  Pager,
  QueryState,
  useCursorPages,
  useDeskFormat,
} from './shell'
import { DataTable } from '../../components/DataTable'
import { SendForm } from '../../components/SendForm'

/** The table's columns, in order; each is also its heading's key. */
const AUDIT_COLUMNS = ['at', 'action', 'actor', 'booking', 'change'] as const

/** The filters the server looks up, each with its hint and the problem it shows when unknown. */
const FOUND_FILTERS = [
  { field: 'reference', hint: null, notFound: 'bookingNotFound' },
  { field: 'assetTag', hint: 'Audit.assetTagHint', notFound: 'unitNotFound' },
] as const

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1)

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('desk')
  const format = useDeskFormat()
  const known = i18n.exists(`Audit.actions.${entry.action}`, { ns: 'desk' })
  return (
    <tr>
      <td>{format.instant(entry.at)}</td>
      <th scope="row">
        {known
          ? t(`Audit.actions.${entry.action}` as 'Audit.actions.booking.cancel')
          : entry.action}
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

/** The audit log (admins): every staff action, newest first, filtered and paged. */
export function AuditScreen() {
  const { t, dispatch } = useView('desk')
  const audit = useAppSelector(selectAudit)
  const staff = useGetStaffQuery()
  const pages = useCursorPages(audit.cursors, auditNextPage, auditPreviousPage)
  const query = useGetAuditQuery(
    { ...audit.filters, ...(pages.cursor ? { cursor: pages.cursor } : {}) },
    { skip: audit.filters === null },
  )
  const { data } = query
  const actors = [
    { value: '', label: t('Audit.anyone') },
    ...(staff.data?.items ?? []).map((member) => ({ value: member.id, label: member.email })),
  ]
  return (
    <DeskScreen id="audit" title={t('Audit.title')}>
      <SendForm
        aria-labelledby="audit-title"
        className={styles.toolbar}
        onSend={() => dispatch(auditFiltersApplied())}
      >
        {FOUND_FILTERS.map(({ field, hint, notFound }) => (
          <TextField
            key={field}
            label={t(`Audit.${field}`)}
            hint={hint ? t(hint) : undefined}
            value={audit.draft[field]}
            error={audit.problem === notFound ? t(`Audit.${notFound}`) : null}
            onChange={(event) => dispatch(auditFilterChanged({ [field]: event.target.value }))}
          />
        ))}
        <SelectField
          label={t('Audit.actor')}
          value={audit.draft.actorId}
          options={actors}
          onChange={(actorId) => dispatch(auditFilterChanged({ actorId }))}
        />
        <TextField
          label={t('Audit.day')}
          type="date"
          value={audit.draft.day}
          onChange={(event) => dispatch(auditFilterChanged({ day: event.target.value }))}
        />
        <Button type="submit">{t('Audit.apply')}</Button>
      </SendForm>
      <QueryState query={query} />
      {data && data.items.length === 0 ? <p role="status">{t('Audit.none')}</p> : null}
      {data && data.items.length > 0 ? (
        <DataTable
          className={styles.table}
          caption={t('Audit.caption')}
          columns={AUDIT_COLUMNS.map((column) => t(`Audit.${column}`))}
        >
          {data.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </DataTable>
      ) : null}
      <Pager {...pages} nextCursor={data?.next_cursor} />
    </DeskScreen>
  )
}
