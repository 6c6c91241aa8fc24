import { useAppSelector } from '../../../app/hooks'
import { useErrorText } from '../../../app/useErrorText'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/TextField'
import { addUnitEdited, addUnitSubmitted, selectAddUnitDraft } from './deskInventorySlice'
import { deskStyles as styles } from '../shell'
import { SendForm } from '../../../components/SendForm'
import { useView } from '../../../app/useView'

/**
 * Admins add a unit to an item: a given asset tag or a generated one, and a condition note.
 * The draft lives in the store; deskInventoryListeners send it.
 */
export function AddUnitForm({
  code,
  gearId,
  item,
}: {
  code: string
  gearId: string
  item: string
}) {
  const { t, dispatch } = useView('desk')
  const errorText = useErrorText()
  const draft = useAppSelector((state) => selectAddUnitDraft(state, gearId))
  return (
    <SendForm
      className={styles.inlineForm}
      onSend={() => dispatch(addUnitSubmitted({ code, gearId }))}
      aria-label={`${t('AddUnit.title')}: ${item}`}
    >
      <TextField
        label={t('AddUnit.assetTag')}
        hint={t('AddUnit.assetTagHint')}
        value={draft.assetTag}
        maxLength={40}
        onChange={(event) => dispatch(addUnitEdited({ gearId, assetTag: event.target.value }))}
        error={draft.errorCode ? errorText(draft.errorCode) : null}
      />
      <TextField
        label={t('AddUnit.condition')}
        value={draft.condition}
        maxLength={500}
        onChange={(event) => dispatch(addUnitEdited({ gearId, condition: event.target.value }))}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={draft.busy}>
          {t('AddUnit.submit')}
        </Button>
      </div>
    </SendForm>
  )
}
