import type { FastifyInstance } from 'fastify'
import { checkout } from './bookings'

/** A flat in the Seville city zone, as a traveller types it. */
export const cityAddress = (overrides: Record<string, unknown> = {}) => ({
  street: 'Calle Sierpes',
  number: '12',
  postal_code: '41004',
  city: 'Sevilla',
  place_name: 'Apartamentos Giralda',
  instructions: 'Second floor, door code 4471',
  ...overrides,
})

/** The checkout body of a delivery to that flat from the Seville city zone. */
export const deliveryCheckout = (gearIds: string[], overrides: Record<string, unknown> = {}) =>
  checkout(gearIds, {
    pickup_location_code: 'SVQ-CITY',
    inbound_flight: null,
    delivery_address: cityAddress(),
    ...overrides,
  })

/** Units of one item a search at `location` shows free over the period. */
export async function searchedStock(
  app: FastifyInstance,
  location: string,
  gearCode: string,
  period = { start_date: '2027-04-09', end_date: '2027-04-16' },
) {
  const res = await app.inject({
    url:
      `/api/gear?pickup_location_code=${location}&start_date=${period.start_date}` +
      `&end_date=${period.end_date}&pickup_time=10:00&return_time=18:00`,
  })
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.body}`)
  const item = res.json().items.find((found: { code: string }) => found.code === gearCode)
  return item?.available_stock as number | undefined
}
