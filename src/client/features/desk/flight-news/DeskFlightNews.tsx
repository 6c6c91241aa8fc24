import type { DeskBooking } from '../../../../shared/contract/desk-bookings'
import { useFeature } from '../../../app/lazyFeature'
import en from '../../../../../translations/en/deskFlightNews.json'
import es from '../../../../../translations/es/deskFlightNews.json'
import { useBundledTexts, type BundledTexts } from '../shell'
import { deskFlightNewsFeature } from './deskFlightNewsListeners'
import { FlightNewsForm } from './FlightNewsForm'

const TEXTS: BundledTexts = { en, es }

/**
 * The desk's flight news form in a chunk of its own with its texts, its draft and its request
 * (loaded with the first pickup opened that waits for its family): the desk's own chunk is at
 * its size budget.
 */
export default function DeskFlightNews(props: { booking: Pick<DeskBooking, 'id' | 'start_date'> }) {
  useBundledTexts('deskFlightNews', TEXTS)
  useFeature(deskFlightNewsFeature)
  return <FlightNewsForm {...props} />
}
