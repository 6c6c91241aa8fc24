import { basketSignature, type BasketLine } from '../../../shared/domain/basket'

/** The promo part of a basket: the code applied, and why the server refused it (if it did). */
interface PromoOfBasket {
  promo_code: string | null
  promo_refusal: string | null
}

/** The code the basket is priced with: the one applied, unless the server refused it. */
export const pricedPromoCode = (basket: PromoOfBasket) =>
  basket.promo_refusal ? null : basket.promo_code

/**
 * What the basket's price depends on: its items and the promo code it is priced with. Repricing
 * is skipped while it is the one last priced.
 */
export function pricingSignature(basket: PromoOfBasket & { items: readonly BasketLine[] }) {
  const code = pricedPromoCode(basket)
  const items = basketSignature(basket.items)
  return code ? `${items}#${code}` : items
}
