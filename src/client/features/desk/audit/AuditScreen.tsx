import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { DataTable } from '../../../components/DataTable'
import { SelectField } from '../../../components/SelectField'
import { SendForm } from '../../../components/SendForm'
import { TextField } from '../../../components/TextField'
import { deskListStyles as styles, DeskScreen, Pager, QueryState, useCursorPages } from '../shell'
import { useGetStaffQuery } from '../staff'
import { AuditRow } from './AuditRow'
import { useGetAuditQuery } from './auditApi'
import {
  auditFilterChanged,
  auditFiltersApplied,
  auditNextPage,
  auditPreviousPage,
  selectAudit,
} from './deskAuditSlice'

/** The table's columns, in order; each is also its heading's key. */
const AUDIT_COLUMNS = ['at', 'action', 'actor', 'booking', 'change'] as const

/** The filters the server looks up, each with its hint and the problem it shows when unknown. */
const FOUND_FILTERS = [
  { field: 'reference', hint: null, notFound: 'bookingNotFound' },
  { field: 'assetTag', hint: 'Audit.assetTagHint', notFound: 'unitNotFound' },
] as const

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
