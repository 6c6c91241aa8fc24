import { nanoid } from '@reduxjs/toolkit'
import { BASKET_COOKIE_DAYS, BASKET_COOKIE_PREFIX } from '../../../shared/domain/constants'
import { DATE_PATTERN, TIME_PATTERN } from '../../../shared/domain/operatingHours'
import type { CookieJar } from '../../lib/cookies'
import { logger } from '../../lib/logger'
import type { BasketItem, BasketOwner } from './basketSlice'

/** Spec 9: basket_{userId or guest}, kept 7 days, secure, same-site strict. */
export const basketCookieName = (owner: BasketOwner) => `${BASKET_COOKIE_PREFIX}${owner}`

const OPTIONS = {
  maxAgeSeconds: BASKET_COOKIE_DAYS * 24 * 60 * 60,
  secure: true,
  sameSite: 'strict',
} as const

export const MAX_BASKET_ITEMS = 20
const MAX_COOKIE_LENGTH = 3800

/** Compact on the wire: [gear, quantity, location, start, end, pickup time, return time, stock]. */
type StoredItem = [string, number, string, string, string, string, string, number]

const DATE = new RegExp(DATE_PATTERN)
const TIME = new RegExp(TIME_PATTERN)
const GEAR_ID = /^[0-9a-f-]{36}$/i
const LOCATION = /^[A-Z0-9-]{2,12}$/
const isCount = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max

function parseItem(value: unknown): BasketItem | null {
  if (!Array.isArray(value) || value.length !== 8) return null
  const [gear, quantity, location, start, end, pickup, back, stock] = value as unknown[]
  const valid =
    typeof gear === 'string' &&
    GEAR_ID.test(gear) &&
    isCount(quantity, 50) &&
    quantity > 0 &&
    typeof location === 'string' &&
    LOCATION.test(location) &&
    [start, end].every((date) => typeof date === 'string' && DATE.test(date)) &&
    [pickup, back].every((time) => typeof time === 'string' && TIME.test(time)) &&
    isCount(stock, 1000)
  if (!valid) return null
  return {
    id: nanoid(),
    gear_id: gear,
    quantity,
    pickup_location_code: location,
    start_date: start as string,
    end_date: end as string,
    pickup_time: pickup as string,
    return_time: back as string,
    available_stock: stock,
  }
}

/**
 * The owner's saved basket. Anything that is not exactly a basket we wrote (tampered, oversized,
 * from an older version) is dropped and logged, never trusted: `ok` is false then.
 */
export function readBasketCookie(
  cookies: CookieJar,
  owner: BasketOwner,
): { ok: boolean; items: BasketItem[] } {
  const name = basketCookieName(owner)
  const raw = cookies.get(name)
  if (raw === null) return { ok: true, items: [] }
  try {
    if (raw.length > MAX_COOKIE_LENGTH) throw new Error('too long')
    const stored: unknown = JSON.parse(raw)
    if (!Array.isArray(stored) || stored.length > MAX_BASKET_ITEMS) throw new Error('not a list')
    const items = stored.map(parseItem)
    if (items.some((item) => item === null)) throw new Error('bad item')
    return { ok: true, items: items as BasketItem[] }
  } catch (error) {
    logger.error(`Dropping an unreadable basket cookie "${name}"`, error)
    cookies.remove(name)
    return { ok: false, items: [] }
  }
}

/** Saves the basket (or removes an empty one); false when the browser would not keep it. */
export function writeBasketCookie(cookies: CookieJar, owner: BasketOwner, items: BasketItem[]) {
  const name = basketCookieName(owner)
  if (items.length === 0) {
    cookies.remove(name)
    return true
  }
  const stored: StoredItem[] = items.map((item) => [
    item.gear_id,
    item.quantity,
    item.pickup_location_code,
    item.start_date,
    item.end_date,
    item.pickup_time,
    item.return_time,
    item.available_stock,
  ])
  const value = JSON.stringify(stored)
  if (items.length > MAX_BASKET_ITEMS || value.length > MAX_COOKIE_LENGTH) return false
  return cookies.set(name, value, OPTIONS)
}
