import en from '../../../../../translations/en/deskMoney.json'
import es from '../../../../../translations/es/deskMoney.json'
import { useFeature } from '../../../app/lazyFeature'
import { useBundledTexts, type BundledTexts } from '../shell'
import { deskMoneyFeature } from './moneyListeners'
import { MoneyScreen } from './MoneyScreen'

const TEXTS: BundledTexts = { en, es }

/**
 * The Money screen, in a chunk of its own with its texts, its period's slice and its CSV
 * listener: the desk's own chunk is at its size budget.
 */
export default function DeskMoney() {
  useBundledTexts('deskMoney', TEXTS)
  useFeature(deskMoneyFeature)
  return <MoneyScreen />
}
