import { useTranslation } from 'react-i18next'
import type { DeskBooking } from '../../../../shared/contract/desk-bookings'
import { isDeliveryBooking, useDeskFormat } from '../shell'

/**
 * A booking's flights as the desk reads them: each with its scheduled time ("BA123 at 10:40"),
 * and for a pickup not handed over the inbound flight's latest news, who told it and when, on
 * the location's clock. A delivery waits for nobody at a desk: it has no news line.
 */
export function useFlightTexts(booking: DeskBooking) {
  const { t } = useTranslation('desk')
  const format = useDeskFormat()
  const at = (iso: string) => format.clock(iso, booking.time_zone, booking.start_date)
  const flight = (number: string | null, time: string | null) =>
    number && time ? t('Flight.at', { flight: number, time }) : number
  const news = booking.flight_news
  const flights = {
    inbound: flight(booking.inbound_flight, booking.arrival_time),
    outbound: flight(booking.outbound_flight, booking.departure_time),
  }
  if (!news || isDeliveryBooking(booking) || booking.handed_out_at)
    return { ...flights, news: null }
  const expected = news.expected_arrival_at
  // A delay may come without a new time (said so); a landing without one reads when it was told.
  const status = news.status === 'delayed' && !expected ? 'delayedNoTime' : news.status
  const what = t(`Flight.status.${status}`, { time: at(expected ?? news.reported_at) })
  return {
    ...flights,
    news: `${what}, ${t(`Flight.by.${news.reported_by}`, { at: at(news.reported_at) })}`,
  }
}
