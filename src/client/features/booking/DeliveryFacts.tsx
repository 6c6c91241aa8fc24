import { useTranslation } from 'react-i18next'
import type { DeliveryAddress } from '../../../shared/domain/delivery'
import { deliverySlot } from '../../../shared/domain/delivery'
import { useFormat } from '../../app/useFormat'
import { addressLine } from '../../components/DeliveryAddressLines'

interface DeliveredRental {
  start_date: string
  end_date: string
  pickup_time: string
  return_time: string
  delivery_address: DeliveryAddress
}

/**
 * The facts of a rental delivered to a zone (a definition list's rows): where it is delivered
 * and collected, and the half-hour windows of the delivery and the collection.
 */
export function DeliveryFacts({ rental }: { rental: DeliveredRental }) {
  const { t } = useTranslation('checkout')
  const format = useFormat()
  const address = rental.delivery_address
  const window = (date: string, time: string) => {
    const { from, until } = deliverySlot(time)
    return t('Delivery.window', { date: format.date(date, 'long'), from, until })
  }
  return (
    <>
      <dt>{t('Delivery.deliveredTo')}</dt>
      <dd>
        {address.place_name ? <span>{address.place_name}, </span> : null}
        {addressLine(address)}
        {address.instructions ? <p>{address.instructions}</p> : null}
      </dd>
      <dt>{t('Delivery.delivery')}</dt>
      <dd>{window(rental.start_date, rental.pickup_time)}</dd>
      <dt>{t('Delivery.collection')}</dt>
      <dd>{window(rental.end_date, rental.return_time)}</dd>
    </>
  )
}
