import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { SendForm } from '../../../components/SendForm'
import { TextField } from '../../../components/TextField'
import { lookupDraftChanged, lookupSubmitted, selectLookup } from './deskBookingsSlice'
import { deskListStyles as styles } from '../shell'
import { BOOKING_SCAN, codeEntered, looksLikeBookingCode } from '../scanner'

/** The lookup's field, which the scanner focuses when the camera cannot be used. */
export const LOOKUP_FIELD_ID = 'desk-lookup-query'

/**
 * The lookup's search box: its draft lives in the store until it is sent. A booking's code (typed,
 * or by a scanner that types) opens its booking instead.
 */
export function LookupForm() {
  const { t, dispatch } = useView('desk')
  const lookup = useAppSelector(selectLookup)
  const send = () =>
    dispatch(
      looksLikeBookingCode(lookup.draft)
        ? codeEntered({ code: lookup.draft, target: BOOKING_SCAN })
        : lookupSubmitted(),
    )
  return (
    <SendForm role="search" className={styles.toolbar} onSend={send}>
      <TextField
        id={LOOKUP_FIELD_ID}
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
