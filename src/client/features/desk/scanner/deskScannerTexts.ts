import en from '../../../../../translations/en/deskScanner.json'
import es from '../../../../../translations/es/deskScanner.json'
import { useBundledTexts, type BundledTexts } from '../shell'

const TEXTS: BundledTexts = { en, es }

/** The scanner's texts in both languages, carried by its chunk. */
export const useDeskScannerTexts = () => useBundledTexts('deskScanner', TEXTS)
