import type { Booking } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useView } from '../../app/useView'
import { Button } from '../../components/Button'
import { SectionCard } from '../booking'
import { FlightNews } from './FlightNews'
import { flightFeature } from './flightListeners'
import { FlightReportForm } from './FlightReportForm'
import { flightFormOpened, selectFlight } from './flightSlice'

/**
 * The booking page's flight: its news, and "Flight late?", which opens the report form for a
 * pickup not handed over (a delivery keeps its own window: no card).
 */
export function FlightCard({ booking }: { booking: Booking }) {
  useFeature(flightFeature)
  const { t, dispatch } = useView('bookings')
  const { form } = useAppSelector(selectFlight)
  if (booking.location_type === 'delivery' || booking.status !== 'confirmed') return null
  return (
    <SectionCard title={t('Flight.title')}>
      <FlightNews
        flight={booking.inbound_flight}
        arrivalTime={booking.arrival_time}
        news={booking.flight_news}
        timeZone={booking.time_zone}
      />
      {form.status === 'sent' ? <p role="status">{t('Flight.sent')}</p> : null}
      {booking.can_report_flight && form.open ? (
        <FlightReportForm target={{ bookingId: booking._id }} startDate={booking.start_date} />
      ) : null}
      {booking.can_report_flight && !form.open ? (
        <Button variant="secondary" onClick={() => dispatch(flightFormOpened())}>
          {t('Flight.late')}
        </Button>
      ) : null}
    </SectionCard>
  )
}
