import { nanoid } from '@reduxjs/toolkit'
import type { MigrationManifest, Storage as PersistStorage } from 'redux-persist'
import { BASKET_COOKIE_DAYS, BASKET_COOKIE_PREFIX } from '../../../shared/domain/constants'
import { DATE_PATTERN, TIME_PATTERN } from '../../../shared/domain/operatingHours'
import type { CookieJar } from '../../lib/persistence/cookies'
import { logger } from '../../lib/logger'
import type { Versioned } from '../../lib/persistence/webStorage'
import type { BasketItem, BasketOwner } from './basketSlice'

/**
 * The basket's cookie engine for redux-persist: the persisted basket `{ owner, items, promo_code }`
 * lives in the cookie basket_{owner} (docs/product.md, Constants: 7 days, secure, same-site
 * strict) as a versioned, compact record, `{"version":1,"items":[[gear, quantity, location, start,
 * end, pickup time, return time, stock], ...],"promo":"SUMMER-10"}`. `promo` is there only while a
 * code is applied (a record without it has none, so it needs no new version). Version 0, written
 * before records carried a version, is the bare list of items. Positions after the eighth are left
 * to later versions: a basket one of them saved still loads here, and the migrations give older
 * baskets whatever a new field needs.
 */
export const BASKET_VERSION = 1

export const basketMigrations: MigrationManifest = {
  /** Version 0 holds the same eight fields per item as version 1: nothing to change. */
  1: (state) => state,
}

export const basketCookieName = (owner: BasketOwner) => `${BASKET_COOKIE_PREFIX}${owner}`

const OPTIONS = {
  maxAgeSeconds: BASKET_COOKIE_DAYS * 24 * 60 * 60,
  secure: true,
  sameSite: 'strict',
} as const

export const MAX_BASKET_ITEMS = 20
const MAX_COOKIE_LENGTH = 3800

type StoredItem = [string, number, string, string, string, string, string, number]

/** The persisted part of the basket slice. */
export interface StoredBasket {
  owner: BasketOwner
  items: BasketItem[]
  promo_code?: string | null
  /** Start-up found a saved basket it could not read (and dropped it). */
  unreadable?: true
}

const DATE = new RegExp(DATE_PATTERN)
const TIME = new RegExp(TIME_PATTERN)
const GEAR_ID = /^[0-9a-f-]{36}$/i
const LOCATION = /^[A-Z0-9-]{2,12}$/
/**
 * A promo code as the basket keeps it: the upper-case form of promoCodes.ts's pattern (checked
 * here without that module, which the first page does not need).
 */
const PROMO_CODE = /^[A-Z0-9-]{3,32}$/
const isCount = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max

function parseItem(value: unknown): BasketItem | null {
  if (!Array.isArray(value) || value.length < 8) return null
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

interface DecodedBasket {
  version: number
  items: BasketItem[]
  promo_code: string | null
}

/** The version, items and promo code of a cookie's value; throws when it is not a basket we wrote. */
function decode(raw: string): DecodedBasket {
  if (raw.length > MAX_COOKIE_LENGTH) throw new Error('too long')
  const stored: unknown = JSON.parse(raw)
  const record = Array.isArray(stored) ? { version: 0, items: stored } : stored
  const { version, items, promo } = (record ?? {}) as Record<string, unknown>
  if (!Number.isInteger(version) || (version as number) < 0) throw new Error('no version')
  if (!Array.isArray(items) || items.length > MAX_BASKET_ITEMS) throw new Error('not a list')
  const parsed = items.map(parseItem)
  if (parsed.some((item) => item === null)) throw new Error('bad item')
  if (promo !== undefined && !(typeof promo === 'string' && PROMO_CODE.test(promo))) {
    throw new Error('bad promo code')
  }
  return { version: version as number, items: parsed as BasketItem[], promo_code: promo ?? null }
}

const encode = (items: BasketItem[], promoCode: string | null | undefined) =>
  JSON.stringify({
    version: BASKET_VERSION,
    items: items.map((item): StoredItem => [
      item.gear_id,
      item.quantity,
      item.pickup_location_code,
      item.start_date,
      item.end_date,
      item.pickup_time,
      item.return_time,
      item.available_stock,
    ]),
    ...(promoCode ? { promo: promoCode } : {}),
  })

/** Saved baskets as listeners reach them (a user's on login, the guest's removal). */
export interface SavedBaskets {
  /** The owner's saved basket; anything that is not a basket we wrote is dropped and logged. */
  read(owner: BasketOwner): { ok: boolean } & DecodedBasket
  remove(owner: BasketOwner): void
}

/**
 * The engine, over a cookie jar. `owner` names whose basket start-up restores (the stored
 * session's user, or the guest).
 */
export function createBasketStorage(
  cookies: CookieJar,
  owner: () => BasketOwner,
): PersistStorage & SavedBaskets {
  const read: SavedBaskets['read'] = (whose) => {
    const name = basketCookieName(whose)
    const raw = cookies.get(name)
    const none = { version: BASKET_VERSION, items: [], promo_code: null }
    if (raw === null) return { ok: true, ...none }
    try {
      return { ok: true, ...decode(raw) }
    } catch (error) {
      logger.error(`Dropping an unreadable basket cookie "${name}"`, error)
      cookies.remove(name)
      return { ok: false, ...none }
    }
  }
  const remove = (whose: BasketOwner) => cookies.remove(basketCookieName(whose))

  return {
    read,
    remove,
    getItem: async (): Promise<Versioned<StoredBasket> | undefined> => {
      const whose = owner()
      if (whose === 'guest' && cookies.get(basketCookieName(whose)) === null) return undefined
      const { ok, version, items, promo_code } = read(whose)
      return {
        owner: whose,
        items,
        promo_code,
        ...(ok ? {} : { unreadable: true }),
        _persist: { version, rehydrated: false },
      }
    },
    setItem: async (_key: string, { owner: whose, items, promo_code }: StoredBasket) => {
      if (items.length === 0) return remove(whose)
      const value = encode(items, promo_code)
      const kept =
        items.length <= MAX_BASKET_ITEMS &&
        value.length <= MAX_COOKIE_LENGTH &&
        cookies.set(basketCookieName(whose), value, OPTIONS)
      if (!kept) throw new Error(`The browser did not keep the basket of ${whose}`)
    },
    removeItem: async () => remove(owner()),
  }
}
