import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { featureInjected, type LazyFeature } from '../../app/lazyFeature'
import type { AppExtra } from '../../app/services'
import type { RootState } from '../../app/store'
import { searchListeners } from './searchListeners'
import { filtersChanged, searchSlice, type SearchFilters } from './searchSlice'

/** The search's criteria, filters and rules: they load with the search and gear pages. */
export const searchFeature: LazyFeature = { slice: searchSlice, listeners: searchListeners }

/** Filters chosen outside the search (the home page's prices), its state joined first. */
export const filtersChosen =
  (filters: Partial<SearchFilters>): ThunkAction<void, RootState, AppExtra, UnknownAction> =>
  (dispatch) => {
    dispatch(featureInjected(searchFeature))
    dispatch(filtersChanged(filters))
  }
