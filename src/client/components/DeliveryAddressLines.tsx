import type { DeliveryAddress } from '../../shared/domain/delivery'

/** An address on one line: "Calle Feria 12, 41003 Sevilla". */
export const addressLine = (address: DeliveryAddress) =>
  `${address.street} ${address.number}, ${address.postal_code} ${address.city}`

/** Where a delivery goes: the hotel's or flat's name, the address, the driver's instructions. */
export function DeliveryAddressLines({
  address,
  label,
  className,
}: {
  address: DeliveryAddress
  label: string
  className?: string
}) {
  return (
    <ul className={className} aria-label={label}>
      {address.place_name ? <li>{address.place_name}</li> : null}
      <li>{addressLine(address)}</li>
      {address.instructions ? <li>{address.instructions}</li> : null}
    </ul>
  )
}
