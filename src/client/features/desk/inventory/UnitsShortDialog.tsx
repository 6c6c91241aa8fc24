import { useView } from '../../../app/useView'
import { useAppSelector } from '../../../app/hooks'
import { useFormat } from '../../../app/useFormat'
import { Button } from '../../../components/Button'
import { Dialog } from '../../../components/Dialog'
import { DeskError, deskStyles } from '../shell'
import { pendingChangeClosed, selectPendingUnitChange } from './deskInventorySlice'
import { SHORT_DIALOG } from './inventoryDrafts'
import { useUnitChange } from './useUnitChange'
import styles from './Inventory.module.css'

/**
 * A change refused because bookings would be short: lists them, then "Confirm anyway" sends it
 * again with confirm, "Cancel" (or Escape) drops it; focus starts on Cancel.
 */
export function UnitsShortDialog({ code }: { code: string }) {
  const { t, dispatch } = useView('desk')
  const format = useFormat()
  const pending = useAppSelector(selectPendingUnitChange)
  const { busy, errorCode, request } = useUnitChange(code, SHORT_DIALOG)

  if (!pending) return null
  const cancel = () => dispatch(pendingChangeClosed())
  const { shortBookings, ...change } = pending
  const confirm = () => request({ change, confirm: true })
  return (
    <Dialog
      titleId="units-short-title"
      title={t('Short.title')}
      lead={t('Short.lead')}
      onClose={cancel}
    >
      <ul className={styles.shortList}>
        {shortBookings.map((booking, index) => (
          <li key={`${booking.reference ?? 'hold'}-${index}`}>
            <strong>
              {booking.reference
                ? t('Short.booking', { reference: booking.reference })
                : t('Short.hold')}
            </strong>{' '}
            <span>
              {t('Short.dates', {
                start: format.date(booking.start_date, 'medium'),
                end: format.date(booking.end_date, 'medium'),
              })}
            </span>{' '}
            <span>{t('Short.unitsShort', { count: booking.units_short })}</span>
          </li>
        ))}
      </ul>
      <DeskError code={errorCode} />
      <div className={deskStyles.formActions}>
        <Button disabled={busy} onClick={confirm}>
          {t('Short.confirm')}
        </Button>
        <Button data-autofocus variant="secondary" onClick={cancel}>
          {t('Short.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
