import { useTranslation } from 'react-i18next'
import type { OutOfServiceReason } from '../../../shared/contract/desk'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Button } from '../../components/Button'
import { SelectField } from '../../components/SelectField'
import { TextField } from '../../components/TextField'
import {
  outOfServiceClosed,
  outOfServiceEdited,
  outOfServiceSubmitted,
  selectOutOfServiceDraft,
  selectUnitChangeBusy,
} from './deskInventorySlice'
import styles from './Desk.module.css'
import { SendForm } from '../../components/SendForm'

/** Every reason of the contract, in the order the list offers them (the type keeps it whole). */
const REASONS = Object.keys({
  repair: true,
  cleaning: true,
  lost: true,
  retired: true,
} satisfies Record<OutOfServiceReason, true>) as OutOfServiceReason[]

/**
 * From (today when empty), until (open-ended when empty) and a reason for the unit whose form
 * is open under the item `gearId`; the draft lives in the store, deskListeners sends it.
 */
export function OutOfServiceForm({ code, gearId }: { code: string; gearId: string }) {
  const { t } = useTranslation('desk')
  const dispatch = useAppDispatch()
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
      {/* From and until read alike but stay written out: each has its own hint and draft field. */}
      <TextField
        label={t('OutOfService.from')}
        hint={t('OutOfService.fromHint')}
        type="date"
        value={draft.from}
        onChange={(event) => edit({ gearId, from: event.target.value })}
      />
      <TextField
        label={t('OutOfService.until')}
        hint={t('OutOfService.untilHint')}
        type="date"
        value={draft.until}
        onChange={(event) => edit({ gearId, until: event.target.value })}
      />
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
