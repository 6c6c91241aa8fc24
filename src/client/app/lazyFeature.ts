import { addListener, type Slice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit'
import { useMemo } from 'react'
import { useAppDispatch } from './hooks'
import type { AppExtra } from './services'
import type { AppDispatch, RootState } from './store'

/** Registers a listener on the store's middleware when dispatched (typed for this app). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch, AppExtra>()

/**
 * An area the first page does not show (the search, checkout, the report dialog, editing the
 * basket): its slice and listeners travel in the area's own chunk and join the store when that
 * code first runs. Listeners are `addAppListener` actions made once at module level, so adding
 * them again changes nothing.
 */
export interface LazyFeature {
  slice?: Slice
  listeners: readonly ReturnType<typeof addAppListener>[]
}

/** Adds the feature's slice (if any) to the store's reducers, and its listeners (again is harmless). */
export const featureInjected =
  (feature: LazyFeature): ThunkAction<void, RootState, AppExtra, UnknownAction> =>
  (dispatch, _getState, extra) => {
    if (feature.slice) extra.rootReducer.inject(feature.slice)
    for (const listener of feature.listeners) dispatch(listener)
  }

/** For the views of a lazy feature: joins it to the store before their first render reads it. */
export function useFeature(feature: LazyFeature) {
  const dispatch = useAppDispatch()
  useMemo(() => dispatch(featureInjected(feature)), [dispatch, feature])
}
