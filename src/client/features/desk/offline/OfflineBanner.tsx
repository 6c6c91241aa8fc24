import { useTranslation } from 'react-i18next'

export interface OfflineBannerProps {
  /** Since when the server has not answered, as shown (the desk location's clock). */
  since: string
  /** When the lists shown were fetched, as shown, and how many minutes ago; null if unknown. */
  lists: { at: string; minutes: number } | null
}

/** The desk is offline: since when, and how old the lists it shows are. */
export function OfflineBanner({ since, lists }: OfflineBannerProps) {
  const { t } = useTranslation('desk')
  return (
    <div role="status">
      <p>{t('DeskOffline.offlineSince', { time: since })}</p>
      {lists && <p>{t('DeskOffline.listsAge', { time: lists.at, minutes: lists.minutes })}</p>}
    </div>
  )
}
