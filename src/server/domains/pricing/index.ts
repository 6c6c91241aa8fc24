import type { PricingRequest, PricingResponse } from '../../../shared/contract/pricing'
import type { Language } from '../../../shared/domain/languages'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { PricingContext, RepricedChange } from './context'
import { priceRental } from './price-rental'
import { domainPlugin } from '../../plugins/domain-plugin'

export interface PricingService {
  /**
   * Prices a rental on the server: its period rules, catalogue and stock (409 when short),
   * then the pricing model. `tx` prices inside the caller's transaction (a quote's, with the
   * inventory rows locked).
   */
  priceRental(args: {
    tx?: Pick<Db, 'select'>
    request: PricingRequest
    language: Language
    /** The signed-in traveller, for a promo code's per-traveller limit. */
    userId?: string
    /** A booking's change priced again (see RepricedChange). */
    change?: RepricedChange
  }): Promise<PricingResponse>
}

export function createPricingService(ctx: PricingContext): PricingService {
  return {
    priceRental: (args) => priceRental(ctx, args),
  }
}

/** Server-side prices for a basket, as `app.pricing`. */
export const pricingPlugin = domainPlugin(
  'pricing',
  ['database', 'catalogue', 'promotions', 'demand'],
  (app, { config }: { config: Pick<AppConfig, 'depositMode'> }) =>
    createPricingService({
      db: app.db,
      depositMode: config.depositMode,
      catalogue: app.catalogue,
      promotions: app.promotions,
      demand: app.demand,
    }),
)

declare module 'fastify' {
  interface FastifyInstance {
    pricing: PricingService
  }
}
