import en from '../../../../../translations/en/deskReports.json'
import es from '../../../../../translations/es/deskReports.json'
import { useFeature } from '../../../app/lazyFeature'
import { useBundledTexts, type BundledTexts } from '../shell'
import { deskReportsFeature } from './reportsListeners'
import { ReportsScreen } from './ReportsScreen'

const TEXTS: BundledTexts = { en, es }

/**
 * The Reports screen, in a chunk of its own with its texts, its slice, its CSV listener and the
 * chart library: the desk's own chunk is at its size budget.
 */
export default function DeskReports() {
  useBundledTexts('deskReports', TEXTS)
  useFeature(deskReportsFeature)
  return <ReportsScreen />
}
