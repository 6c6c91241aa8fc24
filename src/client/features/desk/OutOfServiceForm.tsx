import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { OutOfServiceReason, OutOfServiceRequest } from '../../../shared/contract/desk'
import { Button } from '../../components/Button'
import { SelectField } from '../../components/SelectField'
import { TextField } from '../../components/TextField'
import styles from './Desk.module.css'

/** Every reason of the contract, in the order the list offers them (the type keeps it whole). */
const REASONS = Object.keys({
  repair: true,
  cleaning: true,
  lost: true,
  retired: true,
} satisfies Record<OutOfServiceReason, true>) as OutOfServiceReason[]

/** From (today when empty), until (open-ended when empty) and a reason for one unit. */
export function OutOfServiceForm({
  tag,
  busy,
  onSubmit,
  onCancel,
}: {
  tag: string
  busy: boolean
  onSubmit(body: OutOfServiceRequest): void
  onCancel(): void
}) {
  const { t } = useTranslation('desk')
  const [from, setFrom] = useState('')
  const [until, setUntil] = useState('')
  const [reason, setReason] = useState<OutOfServiceReason>('repair')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ reason, ...(from ? { from } : {}), until: until || null })
  }
  return (
    <form
      className={styles.inlineForm}
      onSubmit={submit}
      aria-label={t('OutOfService.title', { tag })}
    >
      <TextField
        label={t('OutOfService.from')}
        hint={t('OutOfService.fromHint')}
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        label={t('OutOfService.until')}
        hint={t('OutOfService.untilHint')}
        type="date"
        value={until}
        onChange={(event) => setUntil(event.target.value)}
      />
      <SelectField<OutOfServiceReason>
        label={t('OutOfService.reason')}
        value={reason}
        options={REASONS.map((value) => ({ value, label: t(`Reasons.${value}`) }))}
        onChange={setReason}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {t('OutOfService.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('OutOfService.cancel')}
        </Button>
      </div>
    </form>
  )
}
