import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { SUPPORTED_LANGUAGES, type Language } from '../../shared/domain/languages'
import type account from '../../../translations/en/account.json'
import type basket from '../../../translations/en/basket.json'
import type bookingsNs from '../../../translations/en/bookings.json'
import type checkout from '../../../translations/en/checkout.json'
import type common from '../../../translations/en/common.json'
import type consent from '../../../translations/en/consent.json'
import type content from '../../../translations/en/content.json'
import type desk from '../../../translations/en/desk.json'
import type deskAgreement from '../../../translations/en/deskAgreement.json'
import type deskChange from '../../../translations/en/deskChange.json'
import type deskDeposit from '../../../translations/en/deskDeposit.json'
import type deskFamilyWait from '../../../translations/en/deskFamilyWait.json'
import type deskMoney from '../../../translations/en/deskMoney.json'
import type deskReports from '../../../translations/en/deskReports.json'
import type deskLabels from '../../../translations/en/deskLabels.json'
import type deskScanner from '../../../translations/en/deskScanner.json'
import type errors from '../../../translations/en/errors.json'
import type gear from '../../../translations/en/gear.json'
import type gearDetails from '../../../translations/en/gearDetails.json'
import type howItWorks from '../../../translations/en/howItWorks.json'
import type invoices from '../../../translations/en/invoices.json'
import type search from '../../../translations/en/search.json'
import type support from '../../../translations/en/support.json'

/** Loaded before the first render; other namespaces (content) load with their pages. */
export const NAMESPACES = ['common'] as const

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      errors: typeof errors
      account: typeof account
      basket: typeof basket
      bookings: typeof bookingsNs
      checkout: typeof checkout
      search: typeof search
      gear: typeof gear
      gearDetails: typeof gearDetails
      howItWorks: typeof howItWorks
      consent: typeof consent
      content: typeof content
      support: typeof support
      desk: typeof desk
      deskDeposit: typeof deskDeposit
      deskFamilyWait: typeof deskFamilyWait
      deskMoney: typeof deskMoney
      deskReports: typeof deskReports
      deskLabels: typeof deskLabels
      deskScanner: typeof deskScanner
      deskChange: typeof deskChange
      deskAgreement: typeof deskAgreement
      invoices: typeof invoices
    }
  }
}

/**
 * Loads one language's namespace on demand, so a visitor downloads only their language. The
 * staff desk's texts travel in the desk's own chunks instead
 * (features/desk/shell/deskTranslations.ts, the deposit's, the family wait's, the change's, the
 * reports', the signing panel's and the scanner's), so the site's first load does not carry their file map.
 */
const lazyTranslations: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    import(
      /* webpackChunkName: "i18n-[request]" */
      /* webpackExclude: /desk(Deposit|FamilyWait|Change|Reports|Agreement|Scanner)?\.json$/ */
      `../../../translations/${language}/${namespace}.json`
    ).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
      (error: Error) => callback(error, null),
    )
  },
}

/**
 * Starts downloading a language's texts (by default those of the first render): createI18n and
 * the pages then find them loaded.
 */
export function prefetchTexts(language: Language, namespaces: readonly string[] = NAMESPACES) {
  for (const namespace of namespaces) lazyTranslations.read(language, namespace, () => undefined)
}

/**
 * A ready i18next instance in `language`. Tests pass `resources` to skip the lazy loading.
 * The document's `lang` attribute follows the active language.
 */
export async function createI18n(language: Language, resources?: Resource): Promise<I18n> {
  const instance = i18next.createInstance()
  if (!resources) instance.use(lazyTranslations)
  instance.use(initReactI18next)
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng
  })
  await instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: SUPPORTED_LANGUAGES,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })
  return instance
}
