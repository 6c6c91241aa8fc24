import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { GearCategory } from '../../../shared/domain/catalogue'
import type { AppExtra } from '../../app/services'
import type { RootState } from '../../app/store'

/**
 * The search's state loads with the search page; the home page's prices, which open the search
 * with a category, bring it along and start downloading it when pointed at.
 */
const loadSearch = () => import(/* webpackChunkName: "searchFeature" */ './searchFeature')

export const prefetchSearch = () => void loadSearch().catch(() => undefined)

/** A category was picked on the home page: the search opens filtered by it. */
export const categoryChosen =
  (category: GearCategory): ThunkAction<Promise<void>, RootState, AppExtra, UnknownAction> =>
  async (dispatch) => {
    dispatch((await loadSearch()).filtersChosen({ category }))
  }
