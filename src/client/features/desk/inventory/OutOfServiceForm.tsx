import type { OutOfServiceReason } from '../../../../shared/contract/desk'
import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { SelectField } from '../../../components/SelectField'
import { TextField } from '../../../components/TextField'
import {
  outOfServiceClosed,
  outOfServiceEdited,
  outOfServiceSubmitted,
  selectOutOfServiceDraft,
  selectUnitChangeBusy,
} from './deskInventorySlice'
import { deskStyles as styles } from '../shell'
import { SendForm } from '../../../components/SendForm'

/** Every reason of the contract, in the order the list offers them (the type keeps it whole). */
const REASONS = Object.keys({
  repair: true,
  cleaning: true,
  lost: true,
  retired: true,
} satisfies Record<OutOfServiceReason, true>) as OutOfServiceReason[]

/** The period's two ends, in order; each is also its texts' key. */
const DATE_FIELDS = ['from', 'until'] as const

/**
 * From (today when empty), until (open-ended when empty) and a reason for the unit whose form
 * is open under the item `gearId`; the draft lives in the store, deskInventoryListeners send it.
 */
export function OutOfServiceForm({ code, gearId }: { code: string; gearId: string }) {
  const { t, dispatch } = useView('desk')
  const draft = useAppSelector((state) => selectOutOfServiceDraft(state, gearId))
  const busy = useAppSelector(selectUnitChangeBusy)
  if (!draft) return null
  const edit = (change: Parameters<typeof outOfServiceEdited>[0]) =>
    dispatch(outOfServiceEdited(change))
  return (
    <SendForm
      className={styles.inlineForm}
      onSend={() => dispatch(outOfServiceSubmitted({ code, gearId }))}
      aria-label={t('OutOfService.title', { tag: draft.assetTag })}
    >
      {DATE_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`OutOfService.${field}`)}
          hint={t(`OutOfService.${field}Hint`)}
          type="date"
          value={draft[field]}
          onChange={(event) => edit({ gearId, [field]: event.target.value })}
        />
      ))}
      <SelectField<OutOfServiceReason>
        label={t('OutOfService.reason')}
        value={draft.reason}
        options={REASONS.map((value) => ({ value, label: t(`Reasons.${value}`) }))}
        onChange={(reason) => edit({ gearId, reason })}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {t('OutOfService.submit')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(outOfServiceClosed({ gearId }))}>
          {t('OutOfService.cancel')}
        </Button>
      </div>
    </SendForm>
  )
}
