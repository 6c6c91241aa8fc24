import en from '../../../../../translations/en/deskChange.json'
import es from '../../../../../translations/es/deskChange.json'
import { useBundledTexts, type BundledTexts } from '../shell'

const TEXTS: BundledTexts = { en, es }

/**
 * The desk's texts for changing a booking in both languages, carried by the change's chunk: added
 * to i18next before its views first read them.
 */
export const useDeskChangeTexts = () => useBundledTexts('deskChange', TEXTS)
