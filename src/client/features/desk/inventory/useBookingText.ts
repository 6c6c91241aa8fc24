import { useTranslation } from 'react-i18next'
import type { DeskBookingRef } from '../../../../shared/contract/desk'
import { useFormat } from '../../../app/useFormat'

/** "TT-7K2M9Q, 1 Dec – 8 Dec (2)": a booking as the inventory lists it, under an item or a unit. */
export function useBookingText() {
  const { t } = useTranslation('desk')
  const format = useFormat()
  return (booking: DeskBookingRef | null) =>
    booking
      ? t('Inventory.nextBooking', {
          reference: booking.reference,
          start: format.date(booking.start_date, 'short'),
          end: format.date(booking.end_date, 'short'),
          units: booking.units,
        })
      : t('Inventory.noNextBooking')
}
