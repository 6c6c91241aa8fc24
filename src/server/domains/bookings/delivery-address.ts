import { eq } from 'drizzle-orm'
import type { DeliveryAddressInput } from '../../../shared/contract/bookings'
import {
  DELIVERY_ADDRESS_MAX_LENGTHS,
  findDeliveryAddressProblems,
  normaliseDeliveryAddress,
  type DeliveryAddress,
  type DeliveryAddressField,
  type DeliveryAddressProblem,
} from '../../../shared/domain/delivery'
import { pickupLocations } from '../../db/schema'
import { AppError } from '../../errors'
import type { Tx } from './context'

type Zone = Pick<typeof pickupLocations.$inferSelect, 'type' | 'postalCodes' | 'area'>

/** How the English messages name each field. */
const FIELD_NAMES: Record<DeliveryAddressField, string> = {
  street: 'street',
  number: 'street number',
  postal_code: 'postal code',
  city: 'city',
  place_name: "hotel's or flat's name",
  instructions: 'delivery instructions',
}

/** English messages of the address rules; the app shows its own translations. */
function messageOf(problem: DeliveryAddressProblem, zone: Zone): string {
  switch (problem.code) {
    case 'ADDRESS_FIELD_REQUIRED':
      return `Please enter the ${FIELD_NAMES[problem.field]}`
    case 'ADDRESS_FIELD_TOO_LONG':
      return `The ${FIELD_NAMES[problem.field]} cannot exceed ${DELIVERY_ADDRESS_MAX_LENGTHS[problem.field]} characters`
    case 'INVALID_POSTAL_CODE':
      return 'Please enter a valid postal code (5 digits)'
    case 'POSTAL_CODE_OUTSIDE_ZONE':
      return `We deliver only in ${zone.area?.en ?? 'the delivery zone'}. Please check the postal code or choose a pickup point.`
  }
}

/** The location a quote is for, as the address rules need it; null when there is none. */
export async function zoneOfLocation(db: Pick<Tx, 'select'>, code: string): Promise<Zone | null> {
  const [row] = await db
    .select({
      type: pickupLocations.type,
      postalCodes: pickupLocations.postalCodes,
      area: pickupLocations.area,
    })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, code))
  return row ?? null
}

/**
 * The delivery address a quote for `location` keeps (docs/product.md, Delivery): required for a
 * delivery zone (422 DELIVERY_ADDRESS_REQUIRED), refused for a collection point (422
 * DELIVERY_ADDRESS_NOT_EXPECTED), and checked field by field (422 with the first problem's code,
 * every problem in `details` at body/delivery_address/<field>). Null for a collection point.
 */
export function checkedDeliveryAddress(
  location: Zone,
  input: DeliveryAddressInput | null | undefined,
): DeliveryAddress | null {
  if (location.type !== 'delivery') {
    if (input) {
      throw new AppError(
        422,
        'DELIVERY_ADDRESS_NOT_EXPECTED',
        'A delivery address is only for delivery. Remove it or choose a delivery zone.',
        [{ path: 'body/delivery_address', message: 'is only for a delivery zone' }],
      )
    }
    return null
  }
  if (!input) {
    throw new AppError(
      422,
      'DELIVERY_ADDRESS_REQUIRED',
      'Please enter the address where we deliver and collect the gear.',
      [{ path: 'body/delivery_address', message: 'is required for delivery' }],
    )
  }
  const problems = findDeliveryAddressProblems(input, { postal_codes: location.postalCodes ?? [] })
  const [first] = problems
  if (first) {
    throw new AppError(
      422,
      first.code,
      messageOf(first, location),
      problems.map((problem) => ({
        path: `body/delivery_address/${problem.field}`,
        message: messageOf(problem, location),
      })),
    )
  }
  return normaliseDeliveryAddress(input)
}
