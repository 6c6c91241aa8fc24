import en from '../../../../../translations/en/deskDeposit.json'
import es from '../../../../../translations/es/deskDeposit.json'
import { useBundledTexts, type BundledTexts } from '../shell'

const TEXTS: BundledTexts = { en, es }

/**
 * The desk's deposit texts (the deposit, the decision, the claim at check-in) in both languages,
 * carried by the desk's deposit chunk: added to i18next before its views first read them.
 */
export const useDeskDepositTexts = () => useBundledTexts('deskDeposit', TEXTS)
