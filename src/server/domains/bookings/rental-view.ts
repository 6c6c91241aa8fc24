import { eq } from 'drizzle-orm'
import type { Language } from '../../../shared/domain/languages'
import { pickupLocations, type quotes } from '../../db/schema'
import type { Tx } from '../../db/client'

/**
 * The columns quotes and bookings share: the rental and the traveller's contact details, with the
 * delivery address for a delivery zone.
 */
type RentalRow = Pick<
  typeof quotes.$inferSelect,
  | 'pickupLocationCode'
  | 'startDate'
  | 'endDate'
  | 'pickupTime'
  | 'returnTime'
  | 'phone'
  | 'inboundFlight'
  | 'outboundFlight'
  | 'arrivalTime'
  | 'departureTime'
  | 'notes'
  | 'deliveryAddress'
  | 'billingDetails'
>

/** The rental and contact fields of a quote or a booking, the location named in `language`. */
export async function rentalView(
  db: Pick<Tx, 'select'>,
  { row, language }: { row: RentalRow; language: Language },
) {
  const [location] = await db
    .select({
      names: pickupLocations.names,
      timeZone: pickupLocations.timeZone,
      type: pickupLocations.type,
    })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, row.pickupLocationCode))
  return {
    pickup_location_code: row.pickupLocationCode,
    pickup_location_name: location?.names[language] ?? row.pickupLocationCode,
    location_type: location?.type ?? 'collection',
    delivery_address: row.deliveryAddress,
    time_zone: location?.timeZone ?? 'UTC',
    start_date: row.startDate,
    end_date: row.endDate,
    pickup_time: row.pickupTime,
    return_time: row.returnTime,
    phone: row.phone,
    inbound_flight: row.inboundFlight,
    outbound_flight: row.outboundFlight,
    arrival_time: row.arrivalTime,
    departure_time: row.departureTime,
    notes: row.notes,
    billing_details: row.billingDetails,
  }
}
