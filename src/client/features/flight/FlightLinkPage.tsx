import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useFormat } from '../../app/useFormat'
import { useView } from '../../app/useView'
import { linkTokenOf } from '../../lib/emailedLinks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { PageMeta } from '../../components/PageMeta'
import { bookingStyles as styles } from '../booking'
import { FlightNews } from './FlightNews'
import { flightFeature } from './flightListeners'
import { FlightReportForm } from './FlightReportForm'
import { flightFormOpened, flightLinkOpened, selectFlight } from './flightSlice'

/**
 * /flight#<token>: the "flight late?" link of the confirmation and reminder emails. Without
 * login, it shows the booking's own flight and pickup time and takes the family's news.
 */
export default function FlightLinkPage() {
  useFeature(flightFeature)
  const { t, dispatch } = useView('bookings')
  const token = linkTokenOf(useLocation().hash)
  const { link, view, form } = useAppSelector(selectFlight)
  const format = useFormat()

  useEffect(() => {
    dispatch(flightLinkOpened({ token }))
  }, [token, dispatch])

  return (
    <div className={styles.page}>
      <PageMeta title={t('Flight.late')} />
      <h1>{t('Flight.late')}</h1>
      {link.status === 'reading' ? <p role="status">{t('FlightLink.reading')}</p> : null}
      {link.problem ? <Alert tone="error">{t(`FlightLink.problems.${link.problem}`)}</Alert> : null}
      {view ? (
        <>
          <p>
            {t('FlightLink.pickup', {
              date: format.date(view.start_date, 'long'),
              time: view.pickup_time,
            })}
          </p>
          <FlightNews
            flight={view.inbound_flight}
            arrivalTime={view.arrival_time}
            news={view.flight_news}
            timeZone={view.time_zone}
          />
          {form.status === 'sent' ? <p role="status">{t('Flight.sent')}</p> : null}
          {!view.can_report ? <p>{t('FlightLink.closed')}</p> : null}
          {view.can_report && form.open ? (
            <FlightReportForm target={{ token }} startDate={view.start_date} />
          ) : null}
          {view.can_report && !form.open ? (
            <Button onClick={() => dispatch(flightFormOpened())}>{t('Flight.tell')}</Button>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
