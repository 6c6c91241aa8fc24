import type { i18n as I18n } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../../../shared/domain/languages'
import en from '../../../../../translations/en/desk.json'
import es from '../../../../../translations/es/desk.json'

/** A namespace's texts in every language, as one of the desk's chunks carries them. */
export type BundledTexts = Record<Language, object>

/**
 * Adds a namespace's texts, carried by one of the desk's chunks (the app's lazy translation
 * loader leaves the desk's namespaces out), to i18next unless it has them.
 */
function addBundledTexts(i18n: I18n, namespace: string, texts: BundledTexts) {
  for (const [language, bundle] of Object.entries(texts)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle)
    }
  }
}

const DESK_TEXTS: BundledTexts = { en, es }

/** The desk's texts, carried by the desk's chunk: added before the desk's first render. */
export const addDeskTranslations = (i18n: I18n) => addBundledTexts(i18n, 'desk', DESK_TEXTS)

/**
 * For the views of a chunk the desk loads later (the deposit, flight news): adds the texts it
 * carries before those views first read them.
 */
export function useBundledTexts(namespace: string, texts: BundledTexts) {
  const { i18n } = useTranslation()
  useMemo(() => addBundledTexts(i18n, namespace, texts), [i18n, namespace, texts])
}
