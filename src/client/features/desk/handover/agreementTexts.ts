import en from '../../../../../translations/en/deskAgreement.json'
import es from '../../../../../translations/es/deskAgreement.json'
import { useBundledTexts, type BundledTexts } from '../shell'

const TEXTS: BundledTexts = { en, es }

/**
 * The agreement's texts in both languages (the family may read it in either), carried by the
 * signing panel's chunk: added to i18next before its views first read them.
 */
export const useAgreementTexts = () => useBundledTexts('deskAgreement', TEXTS)
