import type { BasketItem, BasketState } from '../../../src/client/features/basket/basketSlice'

/** A basket holding `items` for `owner`, not priced yet. */
export function basketWith(items: BasketItem[], owner = 'guest'): BasketState {
  return {
    owner,
    items,
    total_items: items.reduce((sum, item) => sum + item.quantity, 0),
    total_price: 0,
    currency: 'EUR',
    pricing: null,
    pricedSignature: null,
    pricingStatus: 'idle',
    message: null,
    popupOpen: false,
    quantityChoices: {},
    promo_code: null,
    promo_refusal: null,
  }
}

/** A basket item for SVQ, 9 to 16 April 2027, 10:00 to 18:00. */
export function basketItem(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    id: 'i1',
    gear_id: 'g1',
    quantity: 1,
    pickup_location_code: 'SVQ',
    start_date: '2027-04-09',
    end_date: '2027-04-16',
    pickup_time: '10:00',
    return_time: '18:00',
    available_stock: 6,
    ...overrides,
  }
}
