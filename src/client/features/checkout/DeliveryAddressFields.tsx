import { useTranslation } from 'react-i18next'
import { TextAreaField } from '../../components/TextAreaField'
import { TextField } from '../../components/TextField'
import formStyles from '../../components/Form.module.css'
import {
  DELIVERY_ADDRESS_MAX_LENGTHS,
  type DeliveryAddressField,
} from '../../../shared/domain/delivery'
import styles from './Checkout.module.css'
import {
  addressFieldId,
  type AddressProblemCode,
  type DeliveryAddressForm,
} from './deliveryAddressForm'

const LABELS = {
  street: 'Address.street',
  number: 'Address.number',
  postal_code: 'Address.postalCode',
  city: 'Address.city',
  place_name: 'Address.placeName',
  instructions: 'Address.instructions',
} as const

interface Props {
  /** Starts each field's element id: `checkout` gives `checkout-address-street`. */
  form: string
  address: DeliveryAddressForm
  messages: Partial<Record<DeliveryAddressField, AddressProblemCode>>
  onChange(draft: Partial<Record<DeliveryAddressField, string>>): void
  onLeave(field: DeliveryAddressField): void
}

/**
 * Where to deliver and collect, for a rental to a zone (nothing for a pickup point): each
 * field's message comes from its form's selectors; a postal code outside names the zone's area.
 */
export function DeliveryAddressFields({ form, address, messages, onChange, onLeave }: Props) {
  const { t } = useTranslation('checkout')
  const { zone, draft } = address
  if (!zone) return null
  const field = (name: DeliveryAddressField) => ({
    id: addressFieldId(form, name),
    label: t(LABELS[name]),
    value: draft[name],
    maxLength: DELIVERY_ADDRESS_MAX_LENGTHS[name] * 2,
    error: messages[name] ? t(`Address.problems.${messages[name]}`, { area: zone.area }) : null,
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
    onBlur: () => onLeave(name),
  })
  return (
    <fieldset className={styles.address}>
      <legend>{t('Address.legend')}</legend>
      <p className={formStyles.hint}>{t('Address.lead', { area: zone.area })}</p>
      <div className={formStyles.row}>
        <TextField autoComplete="address-line1" required {...field('street')} />
        <TextField required {...field('number')} />
      </div>
      <div className={formStyles.row}>
        <TextField
          autoComplete="postal-code"
          inputMode="numeric"
          required
          {...field('postal_code')}
        />
        <TextField autoComplete="address-level2" required {...field('city')} />
      </div>
      <TextField {...field('place_name')} />
      <TextAreaField
        rows={2}
        count={t('Address.instructionsCount', { count: draft.instructions.length })}
        {...field('instructions')}
      />
    </fieldset>
  )
}
