import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { GearCategory } from '../../../shared/domain/catalogue'
import { apiErrorCode } from '../../app/apiError'
import { useErrorText } from '../../app/useErrorText'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { TextField } from '../../components/TextField'
import { useGetTurnaroundsQuery, useSetTurnaroundMutation } from './deskApi'
import styles from './Desk.module.css'

/** Admins set each category's turnaround (0..60 days); only the changed ones are sent. */
export function TurnaroundPanel() {
  const { t } = useTranslation('desk')
  const { t: tGear } = useTranslation('gear')
  const errorText = useErrorText()
  const { data, error: loadError } = useGetTurnaroundsQuery()
  const [setTurnaround, { isLoading, error }] = useSetTurnaroundMutation()
  const [edits, setEdits] = useState<Partial<Record<GearCategory, string>>>({})
  const [saved, setSaved] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    for (const [category, value] of Object.entries(edits) as [GearCategory, string][]) {
      const result = await setTurnaround({ category, turnaroundDays: Number(value) })
      if (result.error) return
    }
    setEdits({})
    setSaved(true)
  }

  return (
    <section className={styles.item} aria-labelledby="turnaround-title">
      <h2 id="turnaround-title">{t('Turnaround.title')}</h2>
      <p>{t('Turnaround.lead')}</p>
      {loadError ? <Notice tone="error" title={t('Turnaround.loadFailed')} /> : null}
      {data ? (
        <form className={styles.inlineForm} onSubmit={(event) => void submit(event)}>
          {data.map(({ category, turnaround_days }) => (
            <TextField
              key={category}
              label={t('Turnaround.days', { category: tGear(`Categories.${category}`) })}
              type="number"
              inputMode="numeric"
              min={0}
              required
              value={edits[category] ?? String(turnaround_days)}
              onChange={(event) => setEdits({ ...edits, [category]: event.target.value })}
            />
          ))}
          <div className={styles.formActions}>
            <Button type="submit" disabled={isLoading}>
              {t('Turnaround.save')}
            </Button>
          </div>
          {error ? (
            <p role="alert" className={styles.error}>
              {errorText(apiErrorCode(error))}
            </p>
          ) : null}
          {saved ? <p role="status">{t('Inventory.saved')}</p> : null}
        </form>
      ) : null}
    </section>
  )
}
