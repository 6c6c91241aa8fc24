import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { AppExtra } from '../../app/services'
import type { RootState } from '../../app/store'

/** The dialog's code (its form, state and download) in one chunk, loaded when first wanted. */
const loadDialog = () => import(/* webpackChunkName: "ReportProblemForm" */ './supportFeature')

/** Starts downloading the dialog's code when a traveller points at or focuses the button. */
export const prefetchReportDialog = () => void loadDialog().catch(() => undefined)

export const selectReportDialogOpen = (state: RootState) => state.support?.dialogOpen === true

/** "Report a problem" was pressed: the dialog opens once its code is there. */
export const reportProblemPressed =
  (): ThunkAction<Promise<void>, RootState, AppExtra, UnknownAction> => async (dispatch) => {
    dispatch((await loadDialog()).reportDialogShown())
  }
