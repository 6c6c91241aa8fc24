import type { FlatNamespace } from 'i18next'
import { useTranslation } from 'react-i18next'
import { selectLanguage } from '../features/preferences/slices'
import { useAppDispatch, useAppSelector } from './hooks'

/** One namespace, or several (the first is the default for keys without a prefix). */
type Namespaces = FlatNamespace | readonly [FlatNamespace?, ...FlatNamespace[]] | undefined

/**
 * What a view that dispatches opens with: the texts of its translation namespaces (the default
 * one when none is named), the store's dispatch and the active language.
 */
export function useView<const Ns extends Namespaces = undefined>(namespaces?: Ns) {
  const { t } = useTranslation(namespaces)
  const dispatch = useAppDispatch()
  const language = useAppSelector(selectLanguage)
  return { t, dispatch, language }
}
