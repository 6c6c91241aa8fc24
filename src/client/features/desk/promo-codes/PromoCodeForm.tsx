import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { Button } from '../../../components/Button'
import { Checkbox } from '../../../components/Checkbox'
import { SelectField } from '../../../components/SelectField'
import { SendForm } from '../../../components/SendForm'
import { TextField } from '../../../components/TextField'
import { GEAR_CATEGORIES } from '../../../../shared/domain/catalogue'
import type { PromoKind } from '../../../../shared/domain/promoCodes'
import {
  promoCategoryToggled,
  promoCreateSubmitted,
  promoDraftEdited,
  selectPromoForm,
  selectPromoFormProblems,
} from './deskPromoSlice'
import type { PromoCodeField } from './promoCodeForm'
import { deskStyles } from '../shell'

type Hint = 'code' | 'amount_percent' | 'amount_fixed' | 'validUntil' | 'totalUses' | 'perTraveller'
type TextFieldName = Exclude<PromoCodeField, 'categories'>

/** The fields typed as text: each with its label, input type and hint (desk:PromoCodes.*). */
const TEXT_FIELDS: { field: TextFieldName; type: string; hint?: (kind: PromoKind) => Hint }[] = [
  { field: 'code', type: 'text', hint: () => 'code' },
  { field: 'amount', type: 'text', hint: (kind) => `amount_${kind}` },
  { field: 'validFrom', type: 'date' },
  { field: 'validUntil', type: 'date', hint: () => 'validUntil' },
  { field: 'minRentalDays', type: 'number' },
  { field: 'totalUses', type: 'number', hint: () => 'totalUses' },
  { field: 'perTraveller', type: 'number', hint: () => 'perTraveller' },
]

/** A new promo code: its draft and the messages under its fields live in the store. */
export function PromoCodeForm() {
  const { t, dispatch } = useView('desk')
  const { t: tGear } = useTranslation('gear')
  const { draft, busy } = useAppSelector(selectPromoForm)
  const problems = useAppSelector(selectPromoFormProblems)
  const problemText = (field: PromoCodeField) => {
    const problem = problems[field]
    return problem ? t(`PromoCodes.problems.${problem}`) : null
  }
  const kinds: { value: PromoKind; label: string }[] = [
    { value: 'percent', label: t('PromoCodes.kinds.percent') },
    { value: 'fixed', label: t('PromoCodes.kinds.fixed') },
  ]
  return (
    <>
      <h3 id="promo-new-title">{t('PromoCodes.newTitle')}</h3>
      <SendForm
        aria-labelledby="promo-new-title"
        className={deskStyles.fieldGrid}
        noValidate
        onSend={() => dispatch(promoCreateSubmitted())}
      >
        <SelectField
          label={t('PromoCodes.kind')}
          value={draft.kind}
          options={kinds}
          onChange={(kind) => dispatch(promoDraftEdited({ kind }))}
        />
        {TEXT_FIELDS.map(({ field, type, hint }) => (
          <TextField
            key={field}
            label={t(`PromoCodes.fields.${field}`)}
            hint={hint ? t(`PromoCodes.hints.${hint(draft.kind)}`) : undefined}
            type={type}
            value={draft[field]}
            error={problemText(field)}
            onChange={(event) => dispatch(promoDraftEdited({ [field]: event.target.value }))}
          />
        ))}
        <fieldset>
          <legend>{t('PromoCodes.fields.categories')}</legend>
          <Checkbox
            label={t('PromoCodes.allGear')}
            checked={draft.allGear}
            onChange={(allGear) => dispatch(promoDraftEdited({ allGear }))}
          />
          {draft.allGear
            ? null
            : GEAR_CATEGORIES.map((category) => (
                <Checkbox
                  key={category}
                  label={tGear(`Categories.${category}`)}
                  checked={draft.categories.includes(category)}
                  onChange={() => dispatch(promoCategoryToggled(category))}
                />
              ))}
          {problemText('categories') ? (
            <p role="alert" className={deskStyles.error}>
              {problemText('categories')}
            </p>
          ) : null}
        </fieldset>
        <div className={deskStyles.formActions}>
          <Button type="submit" disabled={busy}>
            {t('PromoCodes.create')}
          </Button>
        </div>
      </SendForm>
    </>
  )
}
