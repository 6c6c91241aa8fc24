import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { apiErrorCode } from '../../app/apiError'
import { useErrorText } from '../../app/useErrorText'
import { Button } from '../../components/Button'
import { TextField } from '../../components/TextField'
import { useAddUnitMutation } from './deskApi'
import styles from './Desk.module.css'

/** Admins add a unit to an item: a given asset tag or a generated one, and a condition note. */
export function AddUnitForm({
  code,
  gearId,
  item,
}: {
  code: string
  gearId: string
  item: string
}) {
  const { t } = useTranslation('desk')
  const errorText = useErrorText()
  const [addUnit, { isLoading, error }] = useAddUnitMutation()
  const [assetTag, setAssetTag] = useState('')
  const [condition, setCondition] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      gear_id: gearId,
      ...(assetTag.trim() ? { asset_tag: assetTag.trim().toUpperCase() } : {}),
      ...(condition.trim() ? { condition_note: condition.trim() } : {}),
    }
    const result = await addUnit({ code, body })
    if (!result.error) {
      setAssetTag('')
      setCondition('')
    }
  }
  return (
    <form
      className={styles.inlineForm}
      onSubmit={(event) => void submit(event)}
      aria-label={`${t('AddUnit.title')}: ${item}`}
    >
      <TextField
        label={t('AddUnit.assetTag')}
        hint={t('AddUnit.assetTagHint')}
        value={assetTag}
        maxLength={40}
        onChange={(event) => setAssetTag(event.target.value)}
        error={error ? errorText(apiErrorCode(error)) : null}
      />
      <TextField
        label={t('AddUnit.condition')}
        value={condition}
        maxLength={500}
        onChange={(event) => setCondition(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          {t('AddUnit.submit')}
        </Button>
      </div>
    </form>
  )
}
