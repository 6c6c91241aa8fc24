import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { AppExtra } from '../../../app/services'
import type { RootState } from '../../../app/store'
import { addHandoverListeners } from './handoverListeners'
import { handoverSlice } from './handoverSlice'

/**
 * Adds the handover slice to the store's reducer and its listeners to the listener middleware;
 * the desk's chunk does it with its own slices, before the booking screen shows the panels
 * (again is harmless).
 */
export const handoverInjected =
  (): ThunkAction<void, RootState, AppExtra, UnknownAction> => (dispatch, _getState, extra) => {
    extra.rootReducer.inject(handoverSlice)
    addHandoverListeners(dispatch)
  }
