import { createAction, createSlice } from '@reduxjs/toolkit'
import { DEFAULT_CURRENCY } from '../../../shared/domain/constants'

/** Spec 3 basket item. */
export interface BasketItem {
  id: string
  gear_id: string
  quantity: number
  pickup_location_code: string
  start_date: string
  end_date: string
  pickup_time: string
  return_time: string
  available_stock: number
}

/** What a traveller asks to add: a basket item before it has its id. */
export type BasketItemRequest = Omit<BasketItem, 'id'>

/**
 * The traveller asked to add gear to the basket from the search results or a gear page. The
 * basket machine decides what happens (merge with an identical item, check stock, reprice).
 */
export const basketItemAddRequested = createAction<BasketItemRequest>('basket/itemAddRequested')

export interface BasketState {
  items: BasketItem[]
  total_items: number
  total_price: number
  currency: string
  pricing: null
}

const initialState: BasketState = {
  items: [],
  total_items: 0,
  total_price: 0,
  currency: DEFAULT_CURRENCY,
  pricing: null,
}

export const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {},
  selectors: {
    selectBasketItemCount: (state) => state.total_items,
    selectBasketItems: (state) => state.items,
  },
})

export const { selectBasketItemCount, selectBasketItems } = basketSlice.selectors
