import type { FlatNamespace } from 'i18next'
import { useTranslation } from 'react-i18next'
import { selectLanguage } from '../features/preferences/preferencesSlice'
import { useAppDispatch, useAppSelector } from './hooks'

/**
 * What a view opens with: the texts of its translation namespace, the store's dispatch and the
 * active language.
 */
export function useView<Namespace extends FlatNamespace>(namespace: Namespace) {
  const { t } = useTranslation(namespace)
  const dispatch = useAppDispatch()
  const language = useAppSelector(selectLanguage)
  return { t, dispatch, language }
}
