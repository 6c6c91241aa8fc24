import { createAction, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import type { PricingResponse } from '../../../shared/contract/pricing'
import { isSameRental, rentalKey, type BasketLine } from '../../../shared/domain/basket'
import { DEFAULT_CURRENCY } from '../../../shared/domain/constants'
import type { PromoRefusalCode } from '../../../shared/domain/promoCodes'
import { rehydrationOf } from '../../app/rehydration'
import type { StoredBasket } from './basketStorage'
import { pricingSignature } from './pricingSignature'

/** A basket item (docs/product.md, Records and storage). */
export interface BasketItem extends BasketLine {
  id: string
  available_stock: number
}

/** What a traveller asks to add: a basket item before it has its id. */
export type BasketItemRequest = Omit<BasketItem, 'id'>

/** Whose basket this is: 'guest' or the signed-in user's id (the cookie is basket_{owner}). */
export type BasketOwner = string

/**
 * Something the basket tells the traveller (messages in docs/product.md, Validation messages; Error
 * catalogue, and notices).
 */
export type BasketMessage =
  | { kind: 'stock'; requested: number; available: number }
  | { kind: 'other_rental' }
  | { kind: 'pruned'; reason: 'started' | 'unavailable'; count: number }
  | { kind: 'cleared_for_search' }
  | { kind: 'empty_checkout' }
  | {
      kind:
        | 'load_failed'
        | 'details_failed'
        | 'add_failed'
        | 'remove_failed'
        | 'update_failed'
        | 'clear_failed'
        | 'pricing_failed'
        | 'calculate_failed'
    }

/**
 * Records and storage (docs/product.md): basket, plus what the basket machine tracks (visible in
 * DevTools).
 */
export interface BasketState {
  owner: BasketOwner
  items: BasketItem[]
  total_items: number
  /**
   * The priced grand total in cents; 0 while unknown or after a pricing failure (docs/product.md,
   * State machines).
   */
  total_price: number
  currency: string
  pricing: PricingResponse | null
  /** Signature of the basket the current `pricing` answers; repricing skips when unchanged. */
  pricedSignature: string | null
  pricingStatus: 'idle' | 'pending' | 'priced' | 'failed'
  message: BasketMessage | null
  popupOpen: boolean
  /** The quantity a traveller picked on a gear page before adding it, by gear id. */
  quantityChoices: Record<string, number>
  /** The promo code the traveller applied (upper case), kept with the basket; null without. */
  promo_code: string | null
  /**
   * Why the server refused `promo_code`: the basket is priced without it until the traveller
   * removes or changes it (pricingSignature.ts). The field it is typed in is promoFieldSlice.ts.
   */
  promo_refusal: PromoRefusalCode | null
}

const initialState: BasketState = {
  owner: 'guest',
  items: [],
  total_items: 0,
  total_price: 0,
  currency: DEFAULT_CURRENCY,
  pricing: null,
  pricedSignature: null,
  pricingStatus: 'idle',
  message: null,
  popupOpen: false,
  quantityChoices: {},
  promo_code: null,
  promo_refusal: null,
}

/** Keeps the totals of docs/product.md (Records and storage) in step with the items. */
function setItems(state: BasketState, items: BasketItem[]) {
  state.items = items
  state.total_items = items.reduce((sum, item) => sum + item.quantity, 0)
  if (items.length === 0) {
    Object.assign(state, { pricing: null, pricedSignature: null, total_price: 0, promo_code: null })
    state.pricingStatus = 'idle'
  }
}

/** A new code (or none) for a basket with items: a refusal is only ever about the code it names. */
function setPromoCode(state: BasketState, code: string | null | undefined) {
  if (state.items.length === 0) return
  if (code !== state.promo_code) state.promo_refusal = null
  state.promo_code = code ?? null
}

/** The basket is kept in the cookie basket_{owner} (basketStorage.ts). */
export const PERSISTED_BASKET_FIELDS = [
  'owner',
  'items',
  'promo_code',
] as const satisfies (keyof BasketState)[]

export const isBasketRehydration = rehydrationOf<StoredBasket>('basket')

const stockProblem = (requested: number, available: number): BasketMessage => ({
  kind: 'stock',
  requested,
  available,
})

export const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {
    /** The basket of `owner` was read back (start-up, login, logout). */
    loaded(
      state,
      action: PayloadAction<{
        owner: BasketOwner
        items: BasketItem[]
        promo_code?: string | null
      }>,
    ) {
      state.owner = action.payload.owner
      setItems(state, action.payload.items)
      setPromoCode(state, action.payload.promo_code)
    },
    /**
     * The traveller asked to add gear from the search results or a gear page. An identical
     * item (same gear, location, dates and times) grows instead; the total may not pass stock.
     */
    itemAddRequested: {
      reducer(state, action: PayloadAction<BasketItem>) {
        const item = action.payload
        const same = state.items.find((existing) => isSameRental(existing, item))
        const requested = (same?.quantity ?? 0) + item.quantity
        state.message = null
        if (requested > item.available_stock) {
          state.message = stockProblem(requested, item.available_stock)
        } else if (state.items.length > 0 && rentalKey(state.items[0]!) !== rentalKey(item)) {
          state.message = { kind: 'other_rental' }
        } else if (same) {
          same.quantity = requested
          same.available_stock = item.available_stock
          setItems(state, state.items)
        } else {
          setItems(state, [...state.items, item])
        }
      },
      prepare: (request: BasketItemRequest) => ({ payload: { ...request, id: nanoid() } }),
    },
    /** The stepper: 0 or less removes the item; more than the stock is refused. */
    quantityChanged(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const item = state.items.find((candidate) => candidate.id === action.payload.id)
      if (!item) return
      const { quantity } = action.payload
      state.message = null
      if (quantity > item.available_stock) {
        state.message = stockProblem(quantity, item.available_stock)
      } else if (quantity <= 0) {
        setItems(
          state,
          state.items.filter((candidate) => candidate.id !== item.id),
        )
      } else {
        item.quantity = quantity
        setItems(state, state.items)
      }
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.message = null
      setItems(
        state,
        state.items.filter((item) => item.id !== action.payload),
      )
    },
    /** "Clear Basket": the listener asks for confirmation first (the message is translated). */
    clearRequested: (_state, _action: PayloadAction<{ confirmMessage: string }>) => undefined,
    cleared(state) {
      state.message = null
      setItems(state, [])
    },
    /** The search moved to other dates or another location (docs/product.md, State machines). */
    clearedForSearch(state) {
      setItems(state, [])
      state.message = { kind: 'cleared_for_search' }
    },
    /** Items that can no longer be rented: their pickup day has come, or the gear is gone. */
    itemsPruned(
      state,
      action: PayloadAction<{ ids: string[]; reason: 'started' | 'unavailable' }>,
    ) {
      const { ids, reason } = action.payload
      setItems(
        state,
        state.items.filter((item) => !ids.includes(item.id)),
      )
      state.message = { kind: 'pruned', reason, count: ids.length }
    },
    pricingRequested(state, _action: PayloadAction<string>) {
      state.pricingStatus = 'pending'
    },
    /** Server prices; an answer for a basket that has changed since is ignored. */
    pricingReceived(state, action: PayloadAction<{ signature: string; pricing: PricingResponse }>) {
      const { signature, pricing } = action.payload
      if (signature !== pricingSignature(state)) return
      Object.assign(state, {
        pricing,
        pricedSignature: signature,
        total_price: pricing.grand_total,
      })
      state.currency = pricing.currency
      state.pricingStatus = 'priced'
    },
    /**
     * State machines (docs/product.md): failure sets the total price to 0. A stock shortage updates the item's stock.
     * Error catalogue (docs/product.md): a basket that had no price yet failed to calculate; a priced one failed to refresh.
     */
    pricingFailed(
      state,
      action: PayloadAction<{
        signature: string
        shortage?: { gear_id: string; requested: number; available: number }
      }>,
    ) {
      const { signature, shortage } = action.payload
      if (signature !== pricingSignature(state)) return
      const failure = state.pricing ? 'pricing_failed' : 'calculate_failed'
      Object.assign(state, { pricing: null, pricedSignature: null, total_price: 0 })
      state.pricingStatus = 'failed'
      state.message = shortage
        ? stockProblem(shortage.requested, shortage.available)
        : { kind: failure }
      for (const item of state.items) {
        if (shortage && item.gear_id === shortage.gear_id) item.available_stock = shortage.available
      }
    },
    /** A code of a code's shape (upper case) to price the basket with; null removes it. */
    promoCodeApplied(state, action: PayloadAction<string | null>) {
      state.promo_code = action.payload
      state.promo_refusal = null
    },
    /** The server refused the code (when pricing or quoting): the basket is priced without it. */
    promoCodeRefused(state, action: PayloadAction<{ code: string; reason: PromoRefusalCode }>) {
      if (state.promo_code === action.payload.code) state.promo_refusal = action.payload.reason
    },
    /** The basket could not be read or saved; the kind names what the traveller was doing. */
    failed(state, action: PayloadAction<BasketMessage>) {
      state.message = action.payload
    },
    /** The browser would not keep the basket's cookie; a listener names the change that failed. */
    notSaved(state) {
      state.message = { kind: 'update_failed' }
    },
    messageDismissed(state) {
      state.message = null
    },
    quantityChosen(state, action: PayloadAction<{ gearId: string; quantity: number }>) {
      state.quantityChoices[action.payload.gearId] = action.payload.quantity
    },
    popupOpened(state) {
      state.popupOpen = true
    },
    popupClosed(state) {
      state.popupOpen = false
    },
    checkoutRequested(state) {
      if (state.items.length === 0) state.message = { kind: 'empty_checkout' }
    },
  },
  extraReducers: (builder) => {
    // Start-up: the saved basket of the stored session's owner (an unreadable one is dropped).
    builder.addMatcher(isBasketRehydration, (state, { payload }) => {
      if (!payload) return
      state.owner = payload.owner
      setItems(state, payload.items)
      setPromoCode(state, payload.promo_code)
      if (payload.unreadable) state.message = { kind: 'load_failed' }
    })
  },
  selectors: {
    selectBasket: (state) => state,
    selectBasketItems: (state) => state.items,
    selectBasketItemCount: (state) => state.total_items,
    selectBasketMessage: (state) => state.message,
    selectBasketPopupOpen: (state) => state.popupOpen,
  },
})

export const {
  loaded: basketLoaded,
  itemAddRequested: basketItemAddRequested,
  quantityChanged: basketQuantityChanged,
  itemRemoved: basketItemRemoved,
  clearRequested: basketClearRequested,
  cleared: basketCleared,
  clearedForSearch: basketClearedForSearch,
  itemsPruned: basketItemsPruned,
  pricingRequested: basketPricingRequested,
  pricingReceived: basketPricingReceived,
  pricingFailed: basketPricingFailed,
  failed: basketFailed,
  notSaved: basketNotSaved,
  messageDismissed: basketMessageDismissed,
  quantityChosen: basketQuantityChosen,
  popupOpened: basketPopupOpened,
  popupClosed: basketPopupClosed,
  checkoutRequested: basketCheckoutRequested,
  promoCodeApplied,
  promoCodeRefused,
} = basketSlice.actions

export const {
  selectBasket,
  selectBasketItems,
  selectBasketItemCount,
  selectBasketMessage,
  selectBasketPopupOpen,
} = basketSlice.selectors

/** Units of a gear item already in the basket. */
export const selectUnitsInBasket = (state: { basket: BasketState }, gearId: string) =>
  state.basket.items
    .filter((item) => item.gear_id === gearId)
    .reduce((sum, item) => sum + item.quantity, 0)

/** Units a traveller can still add: the free stock less what the basket already holds. */
export const selectUnitsLeft = (
  state: { basket: BasketState },
  gearId: string,
  availableStock: number,
) => Math.max(0, availableStock - selectUnitsInBasket(state, gearId))

/** Checkout was accepted for a signed-in traveller with items: the checkout flow takes over. */
export const basketCheckoutStarted = createAction('basket/checkoutStarted')
