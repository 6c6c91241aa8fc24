import type { DepositMode } from '../../../shared/domain/deposits'
import type { Db } from '../../db/client'
import type { DemandService } from '../demand'
import type { CatalogueService } from '../catalogue'
import type { PromotionsService } from '../promotions'

/** What pricing is given by its plugin. */
export interface PricingContext {
  db: Db
  /** How the site takes deposits, which sets what the checkout charges. */
  depositMode: DepositMode
  catalogue: Pick<CatalogueService, 'checkRentalPeriod' | 'findAvailability' | 'gearByIds'>
  promotions: Pick<PromotionsService, 'validate'>
  /** Where a price refused for want of stock counts what was asked. */
  demand: Pick<DemandService, 'turnedAway'>
}

/** A booking's change priced again: its own promo code is honoured, a kept pickup not refused. */
export interface RepricedChange {
  pickupKept: boolean
}

/** A transaction to price inside (a quote locks the inventory rows first); the database otherwise. */
export type Reader = Pick<Db, 'select'>
