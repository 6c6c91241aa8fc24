import type {
  CategoryPrice,
  GearDetails,
  GearDetailsQuery,
  GearSearchQuery,
  GearSearchResult,
} from '../../../shared/contract/gear'
import type { PickupLocation, PickupLocationQuery } from '../../../shared/contract/pickupLocations'
import type { Language } from '../../../shared/domain/languages'
import type { GearAvailability } from './availability'
import { listCategoryPrices } from './category-prices'
import type { CatalogueContext, Reader, Tx } from './context'
import { stockLocationCode } from './delivery-zones'
import { searchGear } from './gear'
import { getGear } from './gear-details'
import { getPickupLocation, listPickupLocations } from './pickup-locations'
import { gearByIds, type GearRow, type LocationRow } from './reference-data'
import { rentalAvailability, type RentalAvailabilityQuery } from './rental-availability'
import { checkRentalPeriod, type RentalRequest } from './rental-period'
import { lockStock } from './stock-lock'
import { turnaroundByGear } from './turnaround'

export type { RentalAvailabilityQuery } from './rental-availability'

/** Pickup locations, gear, search, availability and the rental period rules. */
export interface CatalogueService {
  listPickupLocations(args: {
    query: PickupLocationQuery
    language: Language
  }): Promise<PickupLocation[]>
  getPickupLocation(args: { code: string; language: Language }): Promise<PickupLocation>
  /** Gear stocked at a location with the units free for a period that passes the rules. */
  searchGear(args: { query: GearSearchQuery; language: Language }): Promise<GearSearchResult>
  /** One gear item, with the units free over a period when the query gives one. */
  getGear(args: { id: string; query: GearDetailsQuery; language: Language }): Promise<GearDetails>
  /** The lowest price per day in each category, at a location or anywhere. */
  listCategoryPrices(args: { locationCode?: string }): Promise<CategoryPrice[]>
  /**
   * Units free for a whole period, by gear id, holds expiring now or earlier not counted; a
   * delivery zone counts its stocked location's units (one pool). With
   * `tx`, counted inside it; without, possibly a kept answer: the map is shared, never change it.
   */
  findAvailability(args: RentalAvailabilityQuery): Promise<Map<string, GearAvailability>>
  /**
   * The location of a rental that passes the period rules; 404 for an unknown location, 400
   * with the first broken rule's code (every one in `details`) otherwise. With `booking` (a
   * rental priced to be booked), a delivery zone's lead time too (422 DELIVERY_LEAD_TIME_PASSED).
   */
  checkRentalPeriod(args: {
    tx?: Reader
    request: RentalRequest
    source?: 'querystring' | 'body'
    booking?: boolean
    /** A booking's change that keeps its pickup: no lead time, a pickup past is not refused. */
    pickupKept?: boolean
  }): Promise<LocationRow>
  /** Gear rows by id (from the reference data kept in memory); unknown ids are absent. */
  gearByIds(args: { tx?: Reader; ids: readonly string[] }): Promise<Map<string, GearRow>>
  /** Each gear item's turnaround in days (its category's), by gear id. */
  turnaroundByGear(args: { tx?: Reader; gearIds: readonly string[] }): Promise<Map<string, number>>
  /**
   * The code of the location whose units a rental at `code` uses: a delivery zone's stocked
   * location, else `code` itself (404 for an unknown code). Holds and handovers use it.
   */
  stockLocationOf(args: { tx?: Reader; code: string }): Promise<string>
  /**
   * Locks the stock of gear items at a location (a zone's: its stocked location's) until `tx`
   * ends (see stock-lock): taken by every writer that commits units, before it counts them.
   */
  lockStock(args: { tx: Tx; locationCode: string; gearIds: readonly string[] }): Promise<void>
}

export function createCatalogueService(ctx: CatalogueContext): CatalogueService {
  return {
    listPickupLocations: (args) => listPickupLocations(ctx, args),
    getPickupLocation: (args) => getPickupLocation(ctx, args),
    searchGear: (args) => searchGear(ctx, args),
    getGear: (args) => getGear(ctx, args),
    listCategoryPrices: (args) => listCategoryPrices(ctx, args),
    findAvailability: (args) => rentalAvailability(ctx, args),
    checkRentalPeriod: (args) => checkRentalPeriod(ctx, args),
    gearByIds: (args) => gearByIds(ctx, args),
    turnaroundByGear: (args) => turnaroundByGear(ctx, args),
    stockLocationOf: (args) => stockLocationCode(ctx, args),
    lockStock: (args) => lockStock(ctx, args),
  }
}
