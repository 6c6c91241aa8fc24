import { createSlice } from '@reduxjs/toolkit'
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
  },
})

export const { selectBasketItemCount } = basketSlice.selectors
