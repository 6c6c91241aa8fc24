import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/Notice'
import { TextField } from '../../../components/TextField'
import { useGetTurnaroundsQuery } from './inventoryApi'
import {
  selectTurnaroundForm,
  turnaroundEdited,
  turnaroundSaveRequested,
} from './deskInventorySlice'
import { DeskError, deskStyles } from '../shell'
import styles from './Inventory.module.css'
import { SendForm } from '../../../components/SendForm'
import { useView } from '../../../app/useView'

/**
 * Admins set each category's turnaround (0..60 days); the edits live in the store and
 * deskInventoryListeners send only the changed ones.
 */
export function TurnaroundPanel() {
  const { t, dispatch } = useView('desk')
  const { t: tGear } = useTranslation('gear')
  const { data, error: loadError } = useGetTurnaroundsQuery()
  const { edits, busy, errorCode, saved } = useAppSelector(selectTurnaroundForm)

  return (
    <section className={styles.item} aria-labelledby="turnaround-title">
      <h2 id="turnaround-title">{t('Turnaround.title')}</h2>
      <p>{t('Turnaround.lead')}</p>
      {loadError ? <Notice tone="error" title={t('Turnaround.loadFailed')} /> : null}
      {data ? (
        <SendForm
          className={deskStyles.inlineForm}
          onSend={() => dispatch(turnaroundSaveRequested())}
        >
          {data.map(({ category, turnaround_days }) => (
            <TextField
              key={category}
              label={t('Turnaround.days', { category: tGear(`Categories.${category}`) })}
              type="number"
              inputMode="numeric"
              min={0}
              required
              value={edits[category] ?? String(turnaround_days)}
              onChange={(event) =>
                dispatch(turnaroundEdited({ category, value: event.target.value }))
              }
            />
          ))}
          <div className={deskStyles.formActions}>
            <Button type="submit" disabled={busy}>
              {t('Turnaround.save')}
            </Button>
          </div>
          <DeskError code={errorCode} />
          {saved ? <p role="status">{t('Inventory.saved')}</p> : null}
        </SendForm>
      ) : null}
    </section>
  )
}
