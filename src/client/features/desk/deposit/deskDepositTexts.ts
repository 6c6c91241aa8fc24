import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import en from '../../../../../translations/en/deskDeposit.json'
import es from '../../../../../translations/es/deskDeposit.json'

/**
 * The desk's deposit texts (the deposit, the decision, the claim at check-in) in both languages,
 * carried by the desk's deposit chunk like the desk's own texts (the app's lazy translation
 * loader leaves this namespace out): added to i18next before its views first read them.
 */
export function useDeskDepositTexts() {
  const { i18n } = useTranslation()
  useMemo(() => {
    for (const [language, texts] of [
      ['en', en],
      ['es', es],
    ] as const) {
      if (!i18n.hasResourceBundle(language, 'deskDeposit')) {
        i18n.addResourceBundle(language, 'deskDeposit', texts)
      }
    }
  }, [i18n])
}
