import { useTranslation } from 'react-i18next'
import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { addressLine } from '../../../components/DeliveryAddressLines'
import { deliverySlot } from '../../../../shared/domain/delivery'
import { FactList, isDeliveryBooking, telHref, useDeskFormat, type Fact } from '../shell'
import { windowText } from './BookingPlaceAndGear'
import { useFlightTexts } from './useFlightTexts'

/** What the desk knows of a booking: dates, place, traveller, flights, gear, money, handover. */
export function BookingFacts({ booking }: { booking: DeskBookingDetail }) {
  const { t } = useTranslation('desk')
  const format = useDeskFormat()
  const flights = useFlightTexts(booking)
  const { traveller } = booking
  const money = (cents: number) => format.money(cents, booking.currency)
  const address = booking.delivery_address
  const billing = booking.billing_details
  const delivery = isDeliveryBooking(booking)
  // A delivery is delivered and collected in half-hour windows, as its day card and run say.
  const time = (clock: string) => (delivery ? windowText(deliverySlot(clock)) : clock)
  const [start, end] = delivery
    ? [t('Detail.delivery.pickup'), t('Detail.delivery.return')]
    : [t('Detail.pickup'), t('Detail.return')]
  const facts: Fact[] = [
    [t('Detail.status'), t(`Status.${booking.status}`)],
    [t('Detail.location'), booking.pickup_location_code],
    [start, `${format.date(booking.start_date)} ${time(booking.pickup_time)}`],
    [end, `${format.date(booking.end_date)} ${time(booking.return_time)}`],
    ...(address
      ? ([
          [t('Booking.address'), addressLine(address)],
          [t('Detail.placeName'), address.place_name ?? t('Detail.none')],
          [t('Detail.instructions'), address.instructions ?? t('Detail.none')],
        ] satisfies Fact[])
      : []),
    [t('Detail.traveller'), `${traveller.first_name} ${traveller.last_name}`],
    ...(billing
      ? ([
          [t('Detail.billedTo'), billing.name],
          [t('Detail.taxId'), billing.tax_id],
          [
            t('Detail.billingAddress'),
            `${billing.address}, ${billing.postal_code} ${billing.city}, ${billing.country}`,
          ],
        ] satisfies Fact[])
      : []),
    [t('Detail.email'), <a href={`mailto:${traveller.email}`}>{traveller.email}</a>],
    [t('Detail.phone'), <a href={telHref(traveller.phone)}>{traveller.phone}</a>],
    [t('Detail.inbound'), flights.inbound ?? t('Detail.none')],
    ...(flights.news ? ([[t('Detail.flightNews'), flights.news]] satisfies Fact[]) : []),
    [t('Detail.outbound'), flights.outbound ?? t('Detail.none')],
    [
      t('Detail.items'),
      booking.items
        .map((item) => t('Booking.item', { quantity: item.quantity, name: item.name }))
        .join(', '),
    ],
    [t('Detail.notes'), booking.notes ?? t('Detail.none')],
    [t('Detail.total'), money(booking.total)],
    [t('Detail.paidAmount'), money(booking.paid_amount)],
    [t('Detail.refundedAmount'), money(booking.refunded_amount)],
    [t('Detail.refundableAmount'), money(booking.refundable_amount)],
    [
      t('Detail.handedOut'),
      booking.handed_out_at
        ? format.zoned(booking.handed_out_at, booking.time_zone)
        : t('Detail.none'),
    ],
    [
      t('Detail.returned'),
      booking.returned_at ? format.zoned(booking.returned_at, booking.time_zone) : t('Detail.none'),
    ],
  ]
  if (booking.cancelled_at) {
    facts.push([
      t('Detail.cancelled'),
      t('Detail.cancelledBy', {
        at: format.zoned(booking.cancelled_at, booking.time_zone),
        by: t(`CancelledBy.${booking.cancelled_by ?? 'traveller'}`),
      }),
    ])
    if (booking.staff_reason) facts.push([t('Detail.staffReason'), booking.staff_reason])
  }
  return <FactList facts={facts} />
}
