import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { bookingCodeFeature } from './bookingCodeListeners'
import { bookingCodeWanted, selectBookingCode } from './bookingCodeSlice'

/**
 * A booking's QR code, drawn by the server as SVG and shown as an image (a `data:` address, which
 * the content security policy allows for images), with what to do with it. Nothing until read.
 */
export default function BookingCode({
  bookingId,
  reference,
  delivered,
}: {
  bookingId: string
  reference: string
  /** A delivery: the code is shown to whoever brings the gear, never at a desk. */
  delivered: boolean
}) {
  const { t } = useTranslation('bookings')
  useFeature(bookingCodeFeature)
  const dispatch = useAppDispatch()
  const { svg, failed } = useAppSelector((state) => selectBookingCode(state, bookingId))
  const read = () => dispatch(bookingCodeWanted({ bookingId }))
  useEffect(() => {
    dispatch(bookingCodeWanted({ bookingId }))
  }, [dispatch, bookingId])
  const title = t('BookingCode.title')
  if (failed) {
    return (
      <p>
        {t('BookingCode.loadFailed')}{' '}
        <button type="button" onClick={read}>
          {t('BookingCode.retry')}
        </button>
      </p>
    )
  }
  if (!svg) return null
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <p>{t(delivered ? 'BookingCode.delivery.show' : 'BookingCode.show')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={t('BookingCode.alt', { reference })}
        width={200}
        height={200}
      />
    </section>
  )
}
