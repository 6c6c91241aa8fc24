import { expect, type APIRequestContext, type BrowserContext, type Locator } from '@playwright/test'
import type { PickupLocation } from '../../src/shared/contract/pickupLocations'
import { addDays } from '../../src/shared/domain/calendar'
import { timeSlotsOn } from '../../src/shared/domain/openingTimes'
import { instantOf, wallClockAt } from '../../src/shared/domain/zonedTime'
import type { Traveller } from './accounts'

const HOUR_MS = 60 * 60 * 1000

export interface GearSummary {
  _id: string
  name: string
  available_stock: number
}

export async function pickupLocation(
  request: APIRequestContext,
  code: string,
): Promise<PickupLocation> {
  const { items } = (await (await request.get('/api/pickup-locations')).json()) as {
    items: PickupLocation[]
  }
  return items.find((location) => location.code === code)!
}

export interface Rental {
  pickup_location_code: string
  start_date: string
  end_date: string
  pickup_time: string
  return_time: string
}

/**
 * A rental whose pickup is the last opening slot at most 23 hours from now: inside the 24 hours
 * in which a booking can no longer be cancelled.
 */
export function rentalPickingUpWithin23Hours(location: PickupLocation): Rental {
  const now = Date.now()
  const today = wallClockAt(now, location.time_zone)
  const candidates = [today.date, addDays(today.date, 1)].flatMap((date) =>
    timeSlotsOn(location, date, date === today.date ? today.time : undefined).map((time) => ({
      date,
      time,
      at: instantOf(date, time, location.time_zone)!,
    })),
  )
  const pickup = candidates.filter(({ at }) => at > now + HOUR_MS && at <= now + 23 * HOUR_MS).pop()
  if (!pickup) throw new Error(`${location.code} opens at no time in the next 23 hours`)
  let returnDate = addDays(pickup.date, 2)
  while (timeSlotsOn(location, returnDate).length === 0) returnDate = addDays(returnDate, 1)
  return {
    pickup_location_code: location.code,
    start_date: pickup.date,
    end_date: returnDate,
    pickup_time: pickup.time,
    return_time: timeSlotsOn(location, returnDate)[0]!,
  }
}

/** Books `gearId` for `rental` through the API, as the signed-in traveller would. */
export async function bookThroughApi(
  request: APIRequestContext,
  traveller: Traveller,
  gearId: string,
  rental: Rental,
): Promise<{ _id: string; reference: string }> {
  const login = await request.post('/api/auth/login', {
    data: { email: traveller.email, password: traveller.password },
  })
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` }
  const quote = await request.post('/api/quotes', {
    headers,
    data: { ...rental, gear_ids: [gearId], phone: '+34 600 123 456' },
  })
  expect(quote.status()).toBe(201)
  const booking = await request.post('/api/bookings', {
    headers: { ...headers, 'idempotency-key': `e2e-${(await quote.json())._id}` },
    data: { quote_id: (await quote.json())._id },
  })
  expect(booking.status()).toBe(201)
  return booking.json()
}

/**
 * Books these gear ids (one per unit) for `rental` with these contact details, and pays in the
 * sandbox, through the API.
 */
export async function paidBookingOf(
  request: APIRequestContext,
  traveller: Traveller,
  { gearIds, rental, contact = {} }: { gearIds: string[]; rental: Rental; contact?: object },
) {
  const login = await request.post('/api/auth/login', {
    data: { email: traveller.email, password: traveller.password },
  })
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` }
  const quote = await request.post('/api/quotes', {
    headers,
    data: { ...rental, gear_ids: gearIds, phone: '+34 600 123 456', ...contact },
  })
  expect(quote.status()).toBe(201)
  const booked = await request.post('/api/bookings', {
    headers: { ...headers, 'idempotency-key': `e2e-${(await quote.json())._id}` },
    data: { quote_id: (await quote.json())._id },
  })
  expect(booked.status()).toBe(201)
  const booking = (await booked.json()) as { _id: string; reference: string }
  const checkout = await request.post(`/api/bookings/${booking._id}/checkout`, { headers })
  const { url } = (await checkout.json()) as { url: string }
  expect((await request.post(`${url}/pay`, { maxRedirects: 0 })).status()).toBe(303)
  return booking
}

/** A rental at Seville airport from `start_date` to `end_date`. */
export const svqRental = (
  start_date: string,
  end_date: string,
  pickup_time = '10:00',
  return_time = '10:00',
): Rental => ({ pickup_location_code: 'SVQ', start_date, end_date, pickup_time, return_time })

/** The gear a search for `rental` finds, each with the units free for it. */
export async function searchGear(
  request: APIRequestContext,
  rental: Rental,
): Promise<GearSummary[]> {
  const query = new URLSearchParams({ ...rental }).toString()
  const answer = (await (await request.get(`/api/gear?${query}`)).json()) as {
    items: GearSummary[]
  }
  return answer.items
}

/** What a guest left in the basket on an earlier visit: one unit of each gear, for `rental`. */
export async function leaveInGuestBasket(
  context: BrowserContext,
  baseURL: string,
  rental: Rental,
  gear: GearSummary[],
) {
  const rows = gear.map((item) => [
    item._id,
    1,
    rental.pickup_location_code,
    rental.start_date,
    rental.end_date,
    rental.pickup_time,
    rental.return_time,
    item.available_stock,
  ])
  await context.addCookies([
    {
      name: 'basket_guest',
      value: encodeURIComponent(JSON.stringify(rows)),
      url: baseURL,
      secure: true,
      sameSite: 'Strict',
    },
  ])
}

/**
 * Clears the contact form's phone once the profile's phone has arrived in it, as a traveller
 * would (clearing it before would clear nothing, and the profile's would then fill it).
 */
export async function clearPrefilledPhone(form: Locator): Promise<Locator> {
  const phone = form.getByLabel('Phone number')
  await expect(phone).not.toHaveValue('')
  await phone.fill('')
  return phone
}
