import type { i18n as I18n } from 'i18next'
import en from '../../../../../translations/en/desk.json'
import es from '../../../../../translations/es/desk.json'

/**
 * The desk's texts in both languages, carried by the desk's chunk (the app's lazy translation
 * loader leaves this namespace out): added to i18next before the desk's first render.
 */
export function addDeskTranslations(i18n: I18n) {
  for (const [language, texts] of [
    ['en', en],
    ['es', es],
  ] as const) {
    if (!i18n.hasResourceBundle(language, 'desk')) {
      i18n.addResourceBundle(language, 'desk', texts)
    }
  }
}
