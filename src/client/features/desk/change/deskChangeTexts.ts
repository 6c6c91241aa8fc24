import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import en from '../../../../../translations/en/deskChange.json'
import es from '../../../../../translations/es/deskChange.json'

/**
 * The desk's texts for changing a booking, in both languages, carried by the change's chunk like
 * the desk's own texts (the app's lazy translation loader leaves this namespace out): added to
 * i18next before its views first read them.
 */
export function useDeskChangeTexts() {
  const { i18n } = useTranslation()
  useMemo(() => {
    for (const [language, texts] of [
      ['en', en],
      ['es', es],
    ] as const) {
      if (!i18n.hasResourceBundle(language, 'deskChange')) {
        i18n.addResourceBundle(language, 'deskChange', texts)
      }
    }
  }, [i18n])
}
