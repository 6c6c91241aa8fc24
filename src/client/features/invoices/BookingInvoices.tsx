import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useFormat } from '../../app/useFormat'
import { invoicesFeature } from './invoicesListeners'
import { bookingInvoicesWanted, selectBookingInvoices } from './invoicesSlice'

/**
 * A booking's invoices, each a link to its PDF (a signed address, so a plain download works),
 * for the family's booking page and the desk's booking card. Nothing while none was issued.
 */
export default function BookingInvoices({
  bookingId,
  revision,
  level = 2,
}: {
  bookingId: string
  /** The booking's state: a new one lists the invoices again. */
  revision: string
  /** The heading's level where the list is shown. */
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { t } = useTranslation('invoices')
  const format = useFormat()
  useFeature(invoicesFeature)
  const dispatch = useAppDispatch()
  const { invoices, failed } = useAppSelector((state) => selectBookingInvoices(state, bookingId))
  const read = () => dispatch(bookingInvoicesWanted({ bookingId, revision }))
  useEffect(() => {
    dispatch(bookingInvoicesWanted({ bookingId, revision }))
  }, [dispatch, bookingId, revision])
  if (failed) {
    return (
      <p>
        {t('BookingInvoices.loadFailed')}{' '}
        <button type="button" onClick={read}>
          {t('BookingInvoices.retry')}
        </button>
      </p>
    )
  }
  if (invoices.length === 0) return null
  return (
    <section aria-labelledby={`invoices-${bookingId}`}>
      <Heading id={`invoices-${bookingId}`}>{t('BookingInvoices.title')}</Heading>
      <ul>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <a href={invoice.url} download={`${invoice.number}.pdf`}>
              {t('BookingInvoices.download', {
                kind: t(`BookingInvoices.kinds.${invoice.kind}`),
                number: invoice.number,
              })}
            </a>{' '}
            {format.date(invoice.issue_date)} · {format.money(invoice.total, invoice.currency)}
            {invoice.corrects
              ? ` · ${t('BookingInvoices.corrects', { number: invoice.corrects })}`
              : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
