import type { FlightNews as News } from '../../../shared/contract/flights'
import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import { formatClockInstant } from '../booking'
import { selectLanguage } from '../preferences'

/** The flight as the family reads it: scheduled arrival, then the latest news and what it means. */
export function FlightNews({
  flight,
  arrivalTime,
  news,
  timeZone,
}: {
  flight: string | null
  arrivalTime: string | null
  news: News
  timeZone: string
}) {
  const { t } = useView('bookings')
  const language = useAppSelector(selectLanguage)
  const clock = (iso: string) => formatClockInstant(iso, language, timeZone)
  const newsText = !news
    ? null
    : news.expected_arrival_at && news.status !== 'cancelled'
      ? t(`Flight.news.${news.status}_at`, { time: clock(news.expected_arrival_at) })
      : t(`Flight.news.${news.status}`)
  return (
    <>
      <p>
        {flight
          ? arrivalTime
            ? t('Flight.scheduled', { flight, time: arrivalTime })
            : t('Flight.flightOnly', { flight })
          : t('Flight.noFlight')}
      </p>
      {newsText ? <p role="status">{newsText}</p> : null}
    </>
  )
}
