/** The desk's journeys: bookings made and paid through the API, and staff accounts. */
import type { APIRequestContext, Page } from '@playwright/test'
import type { PickupLocation } from '../../src/shared/contract/pickupLocations'
import { addDays } from '../../src/shared/domain/calendar'
import { openingWindowOn, timeSlotsOn } from '../../src/shared/domain/openingTimes'
import { instantOf, wallClockAt } from '../../src/shared/domain/zonedTime'
import { createTraveller, logIn, type Traveller } from './accounts'
import { bookThroughApi, searchGear, type Rental } from './bookings'
import { E2E_ADMIN } from './staff'
import { expect } from './test'

const HOUR_MS = 60 * 60 * 1000

export async function bearer(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  return { authorization: `Bearer ${(await login.json()).access_token}` }
}

/**
 * The first opening slot at the location at least an hour after `now` (today, unless it has
 * closed), `daysLater` days on.
 */
export function soonestRental(location: PickupLocation, daysLater = 0, now = Date.now()): Rental {
  const today = wallClockAt(now, location.time_zone).date
  for (let offset = daysLater; offset < daysLater + 7; offset++) {
    const date = addDays(today, offset)
    const slot = timeSlotsOn(location, date).find(
      (time) => instantOf(date, time, location.time_zone)! > now + HOUR_MS,
    )
    if (!slot) continue
    let end = addDays(date, 2)
    while (timeSlotsOn(location, end).length === 0) end = addDays(end, 1)
    return {
      pickup_location_code: location.code,
      start_date: date,
      end_date: end,
      pickup_time: slot,
      return_time: timeSlotsOn(location, end)[0]!,
    }
  }
  throw new Error(`${location.code} opens at no time this week`)
}

/** The opening time of the first day after today on which `location` opens (epoch ms). */
export function nextOpeningMorning(location: PickupLocation): number {
  const today = wallClockAt(Date.now(), location.time_zone).date
  for (let days = 1; days <= 14; days++) {
    const date = addDays(today, days)
    const window = openingWindowOn(location, date)
    if (window) return instantOf(date, window.open, location.time_zone)!
  }
  throw new Error(`${location.code} opens on no day in the next two weeks`)
}

/**
 * Books the first (or `last`, or the one of `gearId`) gear free for `rental` and pays for it in
 * the sandbox, through the API.
 */
export async function paidBooking(
  request: APIRequestContext,
  traveller: Traveller,
  rental: Rental,
  { last = false, gearId }: { last?: boolean; gearId?: string } = {},
) {
  const free = (await searchGear(request, rental)).filter((item) => item.available_stock > 0)
  const gear = gearId ? free.find((item) => item._id === gearId) : last ? free.at(-1) : free[0]
  if (!gear) throw new Error('No gear free at SVQ')
  const booking = {
    ...(await bookThroughApi(request, traveller, gear._id, rental)),
    gearId: gear._id,
  }
  const headers = await bearer(request, traveller.email, traveller.password)
  const checkout = await request.post(`/api/bookings/${booking._id}/checkout`, { headers })
  expect(checkout.status()).toBe(200)
  const { url, session_id } = (await checkout.json()) as { url: string; session_id: string }
  const paid = await request.post(`${url}/pay`, { maxRedirects: 0 })
  expect(paid.status()).toBe(303)
  const confirmed = await request.post(`/api/bookings/${booking._id}/payment/confirm`, {
    headers,
    data: { session_id },
  })
  expect(confirmed.status()).toBe(200)
  return booking
}

/** A traveller account of its own, made counter staff by the admin. */
export async function newModerator(request: APIRequestContext): Promise<Traveller> {
  const moderator = await createTraveller(request)
  const role = await request.post('/api/desk/staff/role', {
    headers: await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password),
    data: { email: moderator.email, role: 'moderator' },
  })
  expect(role.status()).toBe(200)
  return moderator
}

export async function openDeskAs(page: Page, email: string, password: string) {
  await logIn(page, email, password)
  // Signed in once the login page has sent them on (on a phone the account menu is folded away).
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto('/desk')
}

/** A promo code made by the staging admin through the API: `percent` off all gear, from yesterday. */
export async function createPromoCode(request: APIRequestContext, percent: number) {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`
  const created = await request.post('/api/desk/promo-codes', {
    headers: await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password),
    data: {
      code,
      kind: 'percent',
      amount: percent,
      valid_from: new Date(Date.now() - 24 * HOUR_MS).toISOString(),
      valid_until: null,
      categories: null,
      min_rental_days: 1,
      total_uses: 5,
      per_traveller: 1,
    },
  })
  expect(created.status()).toBe(201)
  return code
}
