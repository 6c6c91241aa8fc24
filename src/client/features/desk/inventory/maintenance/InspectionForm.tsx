import { SEAT_CHECKLIST } from '../../../../../shared/domain/unitSafety'
import { useAppSelector } from '../../../../app/hooks'
import { useView } from '../../../../app/useView'
import { Button } from '../../../../components/Button'
import { Checkbox } from '../../../../components/Checkbox'
import { SendForm } from '../../../../components/SendForm'
import { TextField } from '../../../../components/TextField'
import { DeskError, deskStyles } from '../../shell'
import {
  inspectionClosed,
  inspectionItemToggled,
  inspectionNoteEdited,
  inspectionSubmitted,
  selectInspectionDraft,
} from './maintenanceSlice'

/** The inspection of one unit as staff tick it: every check of a seat, and a note. */
export function InspectionForm({ code }: { code: string }) {
  const { t, dispatch } = useView('desk')
  const draft = useAppSelector(selectInspectionDraft)
  if (!draft) return null
  return (
    <SendForm
      className={deskStyles.inlineForm}
      aria-label={t('Maintenance.formTitle', { tag: draft.assetTag })}
      onSend={() => dispatch(inspectionSubmitted({ code }))}
    >
      <fieldset>
        <legend>{t('Maintenance.formTitle', { tag: draft.assetTag })}</legend>
        {SEAT_CHECKLIST.map((item) => (
          <Checkbox
            key={item}
            label={t(`Maintenance.checks.${item}`)}
            checked={draft.checklist.includes(item)}
            onChange={() => dispatch(inspectionItemToggled(item))}
          />
        ))}
      </fieldset>
      <TextField
        label={t('Maintenance.note')}
        value={draft.note}
        maxLength={500}
        onChange={(event) => dispatch(inspectionNoteEdited(event.target.value))}
      />
      <div className={deskStyles.formActions}>
        <Button type="submit" disabled={draft.busy}>
          {t('Maintenance.record')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => dispatch(inspectionClosed())}>
          {t('Maintenance.cancel')}
        </Button>
      </div>
      <DeskError code={draft.errorCode} />
    </SendForm>
  )
}
