import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import formStyles from '../../components/Form.module.css'
import styles from './Checkout.module.css'
import { TextAreaField } from '../../components/TextAreaField'
import { TextField } from '../../components/TextField'
import {
  DELIVERY_ADDRESS_MAX_LENGTHS,
  type DeliveryAddressField,
} from '../../../shared/domain/delivery'
import { deliveryAddressChanged, deliveryAddressFieldLeft } from './checkoutSlice'
import { addressFieldId } from './deliveryAddressForm'
import {
  selectDeliveryAddressForm,
  selectDeliveryAddressMessages,
} from './deliveryAddressSelectors'

const LABELS = {
  street: 'Address.street',
  number: 'Address.number',
  postal_code: 'Address.postalCode',
  city: 'Address.city',
  place_name: 'Address.placeName',
  instructions: 'Address.instructions',
} as const

/**
 * Where to deliver and collect, for a rental to a zone: each field's message shows once it is
 * left or the form is sent (the shared rules), or when the server refused it.
 */
export function DeliveryAddressFields() {
  const { t, dispatch } = useView('checkout')
  const { zone, draft } = useAppSelector(selectDeliveryAddressForm)
  const messages = useAppSelector(selectDeliveryAddressMessages)
  if (!zone) return null
  const field = (name: DeliveryAddressField) => ({
    id: addressFieldId(name),
    label: t(LABELS[name]),
    value: draft[name],
    maxLength: DELIVERY_ADDRESS_MAX_LENGTHS[name] * 2,
    error: messages[name] ? t(`Address.problems.${messages[name]}`, { area: zone.area }) : null,
    onChange: (event: { target: { value: string } }) =>
      dispatch(deliveryAddressChanged({ draft: { [name]: event.target.value } })),
    onBlur: () => dispatch(deliveryAddressFieldLeft({ field: name })),
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
