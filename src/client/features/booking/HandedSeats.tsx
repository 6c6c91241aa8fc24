import type { Booking } from '../../../shared/contract/bookings'
import { useFormat } from '../../app/useFormat'
import { useView } from '../../app/useView'
import type { ItemNames } from './bookingSlice'
import { SectionCard } from './RentalSummary'

/**
 * The seats handed over, once the booking went out (docs/safety.md, Safety records): each one's
 * tag, when it was made, when it expires and when it was last inspected before it went out.
 */
export function HandedSeats({ booking, names }: { booking: Booking; names: ItemNames }) {
  const { t } = useView('bookings')
  const format = useFormat()
  const seats = booking.handed_seats ?? []
  if (seats.length === 0) return null
  const day = (date: string | null) => (date ? format.date(date, 'long') : t('Seats.unknown'))
  return (
    <SectionCard title={t('Seats.title')}>
      <ul>
        {seats.map((seat) => (
          <li key={seat.asset_tag}>
            <strong>
              {t('Seats.unit', { name: names[seat.gear_id] ?? '', tag: seat.asset_tag })}
            </strong>
            <br />
            {t('Seats.made', { date: day(seat.manufactured_on) })}{' '}
            {t('Seats.expires', { date: day(seat.expires_on) })}{' '}
            {seat.last_inspected_at
              ? t('Seats.inspected', { date: day(seat.last_inspected_at.slice(0, 10)) })
              : t('Seats.neverInspected')}
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
