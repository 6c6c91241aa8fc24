import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { SendForm } from '../../../components/SendForm'
import { TextField } from '../../../components/TextField'
import { lookupDraftChanged, lookupSubmitted, selectLookup } from './deskBookingsSlice'
import { deskListStyles as styles } from '../shell'

/** The lookup's search box: its draft lives in the store until it is sent. */
export function LookupForm() {
  const { t, dispatch } = useView('desk')
  const lookup = useAppSelector(selectLookup)
  return (
    <SendForm role="search" className={styles.toolbar} onSend={() => dispatch(lookupSubmitted())}>
      <TextField
        label={t('Lookup.query')}
        hint={t('Lookup.hint')}
        type="search"
        value={lookup.draft}
        error={lookup.tooShort ? t('Lookup.tooShort') : null}
        onChange={(event) => dispatch(lookupDraftChanged(event.target.value))}
      />
      <Button type="submit">{t('Lookup.submit')}</Button>
    </SendForm>
  )
}
