import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useErrorText } from '../../app/useErrorText'
import { useFormat } from '../../app/useFormat'
import { Button } from '../../components/Button'
import { pendingChangeClosed, selectPendingUnitChange } from './deskSlice'
import { useUnitChange } from './useUnitChange'
import styles from './Desk.module.css'

/**
 * A change refused because bookings would be short: lists them, then "Confirm anyway" sends it
 * again with confirm, "Cancel" (or Escape) drops it. Modal: focus starts on Cancel, stays inside
 * and returns to where it was when the dialog closes.
 */
export function UnitsShortDialog({ code }: { code: string }) {
  const { t } = useTranslation('desk')
  const format = useFormat()
  const errorText = useErrorText()
  const dispatch = useAppDispatch()
  const pending = useAppSelector(selectPendingUnitChange)
  const { change, errorCode, busy } = useUnitChange(code)
  const dialog = useRef<HTMLDivElement>(null)
  const open = pending !== null

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => opener?.focus()
  }, [open])

  if (!pending) return null
  const cancel = () => dispatch(pendingChangeClosed())
  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return cancel()
    if (event.key !== 'Tab') return
    const controls = dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled])')
    if (!controls?.length) return
    const first = controls[0]!
    const last = controls[controls.length - 1]!
    const leaving = event.shiftKey
      ? document.activeElement === first
      : document.activeElement === last
    if (leaving) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
  }
  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="units-short-title"
        aria-describedby="units-short-lead"
        onKeyDown={keepFocusInside}
      >
        <h2 id="units-short-title">{t('Short.title')}</h2>
        <p id="units-short-lead">{t('Short.lead')}</p>
        <ul className={styles.shortList}>
          {pending.shortBookings.map((booking, index) => (
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
        {errorCode ? (
          <p role="alert" className={styles.error}>
            {errorText(errorCode)}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button disabled={busy} onClick={() => void change(pending, true)}>
            {t('Short.confirm')}
          </Button>
          <Button data-autofocus variant="secondary" onClick={cancel}>
            {t('Short.cancel')}
          </Button>
        </div>
      </div>
    </div>
  )
}
