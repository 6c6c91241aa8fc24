import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { GearCategory } from '../../../../shared/domain/catalogue'
import { emptyPromoCodeDraft, promoCodeProblems, type PromoCodeDraft } from './promoCodeForm'
import { deskSliceState } from '../shell'

export interface DeskPromoState {
  draft: PromoCodeDraft
  /** "Create" was pressed: the fields' problems show from then on. */
  submitted: boolean
  busy: boolean
  /** The error code of the last refused request (create, pause or resume). */
  errorCode: string | null
  /** The code just created, for the confirmation. */
  created: string | null
  /** The code being paused or resumed. */
  changingId: string | null
}

export const initialDeskPromoState: DeskPromoState = {
  draft: emptyPromoCodeDraft,
  submitted: false,
  busy: false,
  errorCode: null,
  created: null,
  changingId: null,
}

/** The desk's promo codes screen (admins): the new code's form, and pausing or resuming one. */
export const deskPromoSlice = createSlice({
  name: 'deskPromo',
  initialState: initialDeskPromoState,
  reducers: {
    promoDraftEdited(state, action: PayloadAction<Partial<PromoCodeDraft>>) {
      Object.assign(state.draft, action.payload)
      state.created = null
    },
    promoCategoryToggled(state, action: PayloadAction<GearCategory>) {
      const { categories } = state.draft
      state.draft.categories = categories.includes(action.payload)
        ? categories.filter((category) => category !== action.payload)
        : [...categories, action.payload]
    },
    /** "Create": deskPromoListeners sends the draft when it has no problems. */
    promoCreateSubmitted(state) {
      state.submitted = true
      state.errorCode = null
      state.created = null
      if (Object.keys(promoCodeProblems(state.draft)).length === 0) state.busy = true
    },
    promoCreated(state, action: PayloadAction<string>) {
      Object.assign(state, initialDeskPromoState, { created: action.payload })
    },
    promoRequestFailed(state, action: PayloadAction<string>) {
      Object.assign(state, { busy: false, changingId: null, errorCode: action.payload })
    },
    /** Pause (active false) or resume a code; deskPromoListeners sends it. */
    promoStatusChangeRequested(state, action: PayloadAction<{ id: string; active: boolean }>) {
      state.changingId = action.payload.id
      state.errorCode = null
    },
    promoStatusChanged(state) {
      state.changingId = null
    },
  },
})

export const {
  promoDraftEdited,
  promoCategoryToggled,
  promoCreateSubmitted,
  promoCreated,
  promoRequestFailed,
  promoStatusChangeRequested,
  promoStatusChanged,
} = deskPromoSlice.actions

export const selectPromoForm = deskSliceState(deskPromoSlice.reducerPath, initialDeskPromoState)

/** The problems shown under the form's fields: none until "Create" was pressed. */
export const selectPromoFormProblems = createSelector([selectPromoForm], (form) =>
  form.submitted ? promoCodeProblems(form.draft) : {},
)
