import type { ChangedBooking } from './changeDraft'
import { useChangeView } from './changeTexts'

/** The change form's texts, in the words of the booking's kind (translations/GLOSSARY.md). */
export function useChangeWords(booking: Pick<ChangedBooking, 'location_type'>) {
  const view = useChangeView()
  const { t } = view
  const delivery = booking.location_type === 'delivery'
  const field = (name: string) => {
    const known = (['start_date', 'end_date', 'pickup_time', 'return_time'] as const).find(
      (term) => term === name,
    )
    if (!known) return t('Change.gear')
    return delivery ? t(`Change.delivery.fields.${known}`) : t(`Change.fields.${known}`)
  }
  const kept = delivery ? t('Change.delivery.kept') : t('Change.kept')
  return { ...view, field, kept }
}
