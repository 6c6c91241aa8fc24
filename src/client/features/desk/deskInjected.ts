import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { featureInjected } from '../../app/lazyFeature'
import type { AppExtra } from '../../app/services'
import type { RootState } from '../../app/store'
import { auditFeature } from './audit'
import { deskBookingsSlice } from './deskBookingsSlice'
import { inventoryFeature } from './inventory'
import { promoCodesFeature } from './promo-codes'
import { staffFeature } from './staff'
import { addDeskListeners } from './deskListeners'
import { deskSlice } from './shell'
import { handoverInjected } from './handover'

/**
 * Adds the desk's slices (the handover's too) to the store's reducer and its listeners to the
 * store's listener middleware; the desk's chunk does it when it first renders (again is harmless).
 */
export const deskSliceInjected =
  (): ThunkAction<void, RootState, AppExtra, UnknownAction> => (dispatch, _getState, extra) => {
    extra.rootReducer.inject(deskSlice)
    extra.rootReducer.inject(deskBookingsSlice)
    addDeskListeners(dispatch)
    dispatch(featureInjected(staffFeature))
    dispatch(featureInjected(auditFeature))
    dispatch(featureInjected(inventoryFeature))
    dispatch(featureInjected(promoCodesFeature))
    dispatch(handoverInjected())
  }
