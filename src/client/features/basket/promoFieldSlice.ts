import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { isPromoCodeFormat, normalisePromoCode } from '../../../shared/domain/promoCodes'
import type { RootState } from '../../app/store'
import { promoCodeApplied } from './basketSlice'

/**
 * The basket's promo field: what is typed, and whether "Apply" found it malformed (then no request
 * is made). It loads with basket editing (basketEditing.ts), never with the first page; the code
 * applied is the basket's own `promo_code`.
 */
export interface PromoFieldState {
  draft: string
  malformed: boolean
}

const initialPromoField: PromoFieldState = { draft: '', malformed: false }

/** A typed code as the server keeps it: trimmed, upper case. */
export const typedPromoCode = (draft: string) => normalisePromoCode(draft.trim())

export const promoFieldSlice = createSlice({
  name: 'promoField',
  initialState: initialPromoField,
  reducers: {
    promoDraftChanged(state, action: PayloadAction<string>) {
      state.draft = action.payload
      state.malformed = false
    },
    /** "Apply": a listener applies a code of a code's shape to the basket. */
    promoCodeSubmitted(state) {
      state.malformed = !isPromoCodeFormat(typedPromoCode(state.draft))
    },
  },
  extraReducers: (builder) => {
    // What was typed stays, so a mistyped code is corrected, not typed again; removing the code
    // empties the field.
    builder.addCase(promoCodeApplied, (state, action) =>
      action.payload === null ? initialPromoField : state,
    )
  },
})

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof promoFieldSlice> {}
}

export const { promoDraftChanged, promoCodeSubmitted } = promoFieldSlice.actions

/** The field as it stands; empty until basket editing joins the store. */
export const selectPromoDraft = (state: RootState): PromoFieldState =>
  state.promoField ?? initialPromoField
