import type { PromoCode, PromoCodeInput, PromoCodeList } from '../../../shared/contract/promotions'
import type { Language } from '../../../shared/domain/languages'
import type { GearCategory } from '../../../shared/domain/catalogue'
import { domainPlugin } from '../../plugins/domain-plugin'
import { createPromoCode, listPromoCodes, setPromoCodeActive } from './admin'
import type { PromotionsContext, Reader, Tx } from './context'
import { redeemPromo, releasePromo, validatePromo } from './redemptions'
import type { PromoVerdict } from './rules'

export { promoRefusal, type PromoVerdict } from './rules'

export interface PromotionsService {
  /** Creates a code (admin; audited). 409 PROMO_CODE_TAKEN, 400 INVALID_PROMO_CODE. */
  create(args: { actorId: string; input: PromoCodeInput }): Promise<PromoCode>
  list(): Promise<PromoCodeList>
  /** Pauses or resumes a code (admin; audited). 404 when there is no such code. */
  setActive(args: { actorId: string; id: string; active: boolean }): Promise<PromoCode>
  /**
   * The discount a code gives these items over this period for this traveller (a guest when
   * `userId` is missing: the per-traveller limit is checked when booking), or why it is refused.
   * Counts nothing.
   */
  validate(args: {
    tx?: Reader
    code: string
    items: readonly { category: GearCategory; subtotal: number }[]
    period: { startDate: string; endDate: string }
    userId?: string
    language: Language
    /**
     * The code a booking was booked with, priced again for a change: it applies even if it
     * expired, ran out or was paused since (the use was counted once); its basket rules hold.
     */
    honoured?: boolean
  }): Promise<PromoVerdict>
  /** Counts a booking's use in its transaction, under the code's row lock (409 with the reason). */
  redeem(args: {
    tx: Tx
    code: string
    userId: string
    bookingId: string
    amountCents: number
  }): Promise<void>
  /** Gives a booking's use back in its cancellation's transaction. */
  release(args: { tx: Tx; bookingId: string }): Promise<void>
}

export function createPromotionsService(ctx: PromotionsContext): PromotionsService {
  return {
    create: (args) => createPromoCode(ctx, args),
    list: () => listPromoCodes(ctx),
    setActive: (args) => setPromoCodeActive(ctx, args),
    validate: (args) => validatePromo(ctx, args),
    redeem: (args) => redeemPromo(ctx, args),
    release: (args) => releasePromo(ctx, args),
  }
}

/** Promo codes, as `app.promotions`. */
export const promotionsPlugin = domainPlugin('promotions', ['database', 'clock', 'audit'], (app) =>
  createPromotionsService({ db: app.db, audit: app.audit, now: () => app.clock.now() }),
)

declare module 'fastify' {
  interface FastifyInstance {
    promotions: PromotionsService
  }
}
