import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import { freshForm, type Draft, type FormName, type FormState } from './formsSlice'

/**
 * The form `name` as its feature types it, or, before it opened (a page's first render), a form
 * with `fallback`'s values (a constant or a memoised selector).
 */
export const formSelector = <D extends Draft>(name: FormName, fallback: (state: RootState) => D) =>
  createSelector(
    [(state: RootState) => state.forms[name], fallback],
    (form, draft): FormState<D> => (form as FormState<D> | undefined) ?? freshForm(draft),
  )
