import { useAppSelector } from '../../../app/hooks'
import { useErrorText } from '../../../app/useErrorText'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { DataTable } from '../../../components/DataTable'
import { SendForm } from '../../../components/SendForm'
import { TextField } from '../../../components/TextField'
import { selectSessionUser } from '../../session'
import { deskListStyles as styles, DeskScreen, deskStyles, QueryState } from '../shell'
import { roleChangeSubmitted, selectStaffForm, staffEmailChanged } from './deskStaffSlice'
import { useGetStaffQuery } from './staffApi'

/** The table's columns, in order; each is also its heading's key. */
const STAFF_COLUMNS = ['name', 'email', 'role', 'actions'] as const

/** Admins and moderators; an admin makes an account a moderator or takes it back. */
export function StaffScreen() {
  const { t, dispatch } = useView('desk')
  const errorText = useErrorText()
  const me = useAppSelector(selectSessionUser)
  const form = useAppSelector(selectStaffForm)
  const query = useGetStaffQuery()
  const { data } = query
  return (
    <DeskScreen id="staff" title={t('Staff.title')}>
      <SendForm
        aria-labelledby="staff-add-title"
        className={styles.toolbar}
        onSend={() =>
          dispatch(roleChangeSubmitted({ email: form.email.trim(), role: 'moderator' }))
        }
      >
        <h3 id="staff-add-title" className={styles.fullRow}>
          {t('Staff.addTitle')}
        </h3>
        <TextField
          label={t('Staff.email')}
          type="email"
          required
          value={form.email}
          onChange={(event) => dispatch(staffEmailChanged(event.target.value))}
        />
        <Button type="submit" disabled={form.busy}>
          {t('Staff.makeModerator')}
        </Button>
      </SendForm>
      {form.errorCode ? (
        <p role="alert" className={deskStyles.error}>
          {errorText(form.errorCode)}
        </p>
      ) : null}
      {form.done ? (
        <p role="status">
          {t(form.done.role === 'moderator' ? 'Staff.made' : 'Staff.takenBack', {
            email: form.done.email,
          })}
        </p>
      ) : null}
      <QueryState query={query} />
      {data ? (
        <DataTable
          className={styles.table}
          caption={t('Staff.caption')}
          columns={STAFF_COLUMNS.map((column) => t(`Staff.${column}`))}
        >
          {data.items.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                {member.first_name} {member.last_name}
              </th>
              <td>{member.email}</td>
              <td>{t(`Staff.roles.${member.role}`)}</td>
              <td>
                {member.role === 'moderator' && member.id !== me?.id ? (
                  <Button
                    variant="secondary"
                    disabled={form.busy}
                    aria-label={t('Staff.takeBackLabel', { email: member.email })}
                    onClick={() =>
                      dispatch(roleChangeSubmitted({ email: member.email, role: 'user' }))
                    }
                  >
                    {t('Staff.takeBack')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </DeskScreen>
  )
}
