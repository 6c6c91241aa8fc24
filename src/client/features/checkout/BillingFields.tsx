import { useTranslation } from 'react-i18next'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { SelectField } from '../../components/SelectField'
import { TextField } from '../../components/TextField'
import {
  BILLING_COUNTRIES,
  BILLING_MAX_LENGTHS,
  type BillingField,
} from '../../../shared/domain/billing'
import { billingFieldId, type BillingForm, type BillingProblemCode } from './billingForm'
import styles from './Checkout.module.css'

const LABELS = {
  name: 'Billing.name',
  address: 'Billing.address',
  postal_code: 'Billing.postalCode',
  city: 'Billing.city',
  tax_id: 'Billing.taxId',
} as const

interface Props {
  /** Starts each field's element id: `checkout` gives `checkout-billing-name`. */
  form: string
  billing: BillingForm
  /** Above 400 € of rental: the fields are always asked, and the form says why. */
  required: boolean
  /** Offer the "I need a full invoice" tick (checkout); without it the fields always show. */
  askable: boolean
  messages: Partial<Record<BillingField, BillingProblemCode>>
  onAsk(asked: boolean): void
  onChange(draft: Partial<Record<BillingField, string>>): void
  onLeave(field: BillingField): void
}

/**
 * Who a full invoice is issued to: name or company, address, a Spanish NIF, NIE or CIF or an EU
 * VAT number. Each field's message comes from its form's selectors.
 */
export function BillingFields(props: Props) {
  const { form, billing, required, askable, messages, onAsk, onChange, onLeave } = props
  const { t, i18n } = useTranslation('checkout')
  const shown = required || billing.asked || !askable
  const field = (name: Exclude<BillingField, 'country'>) => ({
    id: billingFieldId(form, name),
    label: t(LABELS[name]),
    value: billing.draft[name],
    maxLength: BILLING_MAX_LENGTHS[name] * 2,
    required: true,
    error: messages[name] ? t(`Billing.problems.${messages[name]}`) : null,
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
    onBlur: () => onLeave(name),
  })
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' })
  return (
    <fieldset className={styles.address}>
      <legend>{t('Billing.legend')}</legend>
      {required ? <p className={formStyles.hint}>{t('Billing.required')}</p> : null}
      {askable && !required ? (
        <Checkbox label={t('Billing.ask')} checked={billing.asked} onChange={onAsk} />
      ) : null}
      {shown ? (
        <>
          <TextField autoComplete="organization" {...field('name')} />
          <TextField
            hint={t('Billing.taxIdHint')}
            autoCapitalize="characters"
            {...field('tax_id')}
          />
          <TextField autoComplete="street-address" {...field('address')} />
          <div className={formStyles.row}>
            <TextField autoComplete="postal-code" {...field('postal_code')} />
            <TextField autoComplete="address-level2" {...field('city')} />
          </div>
          <SelectField
            id={billingFieldId(form, 'country')}
            label={t('Billing.country')}
            value={billing.country}
            options={BILLING_COUNTRIES.map((code) => ({
              value: code,
              label: countryNames.of(code) ?? code,
            })).sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
            onChange={(country) => onChange({ country })}
          />
        </>
      ) : null}
    </fieldset>
  )
}
