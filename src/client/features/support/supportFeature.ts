import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { featureInjected, type LazyFeature } from '../../app/lazyFeature'
import type { AppExtra } from '../../app/services'
import type { RootState } from '../../app/store'
import { supportListeners } from './supportListeners'
import { reportDialogOpened, supportSlice } from './supportSlice'

/** The report dialog's state and download: they load with the dialog, the first time it opens. */
export const supportFeature: LazyFeature = { slice: supportSlice, listeners: supportListeners }

/** Opens the dialog, its state joined to the store first. */
export const reportDialogShown =
  (): ThunkAction<void, RootState, AppExtra, UnknownAction> => (dispatch) => {
    dispatch(featureInjected(supportFeature))
    dispatch(reportDialogOpened())
  }
