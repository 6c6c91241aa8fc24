import { useTranslation } from 'react-i18next'
import type { DeskBooking } from '../../../../shared/contract/desk-bookings'
import { DeliveryAddressLines } from '../../../components/DeliveryAddressLines'

/** The half-hour window of a delivery or a collection: "10:00–10:30". */
export const windowText = ({ from, until }: { from: string; until: string }) => `${from}–${until}`

/** A booking's gear with quantities: "2 × City stroller". */
function BookingItems({
  items,
  className,
}: {
  items: DeskBooking['items']
  className: string | undefined
}) {
  const { t } = useTranslation('desk')
  return (
    <ul className={className} aria-label={t('Booking.items')}>
      {items.map((item) => (
        <li key={item.gear_id}>
          {t('Booking.item', { quantity: item.quantity, name: item.name })}
        </li>
      ))}
    </ul>
  )
}

/** Where a delivery or collection goes (none for a collection point), then the gear. */
export function BookingPlaceAndGear({
  booking,
  addressClassName,
  itemsClassName,
}: {
  booking: Pick<DeskBooking, 'delivery_address' | 'items'>
  addressClassName: string | undefined
  itemsClassName: string | undefined
}) {
  const { t } = useTranslation('desk')
  return (
    <>
      {booking.delivery_address ? (
        <DeliveryAddressLines
          address={booking.delivery_address}
          label={t('Booking.address')}
          className={addressClassName}
        />
      ) : null}
      <BookingItems items={booking.items} className={itemsClassName} />
    </>
  )
}
