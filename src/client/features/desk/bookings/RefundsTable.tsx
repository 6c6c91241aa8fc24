import { useTranslation } from 'react-i18next'
import type { DeskRefund } from '../../../../shared/contract/desk-bookings'
import { deskListStyles as styles, useDeskFormat } from '../shell'
import { TableHead } from '../../../components/TableHead'

/** The table's columns, in order; each is also its heading's key. */
const REFUNDS_COLUMNS = ['at', 'amount', 'status', 'reason', 'id'] as const

/**
 * Every refund of a booking: when (on the booking's clock, `timeZone`), how much, its state, why
 * (a staff refund's reason, when the admin gave one) and the provider's id.
 */
export function RefundsTable({ refunds, timeZone }: { refunds: DeskRefund[]; timeZone: string }) {
  const { t } = useTranslation('desk')
  const format = useDeskFormat()
  return (
    <section aria-labelledby="refunds-title" className={styles.section}>
      <h3 id="refunds-title">{t('Refunds.title')}</h3>
      {refunds.length === 0 ? (
        <p>{t('Refunds.none')}</p>
      ) : (
        <table className={styles.table}>
          <TableHead labels={REFUNDS_COLUMNS.map((column) => t(`Refunds.${column}`))} />
          <tbody>
            {refunds.map((refund, index) => (
              <tr key={`${refund.created_at}-${index}`}>
                <td>{format.zoned(refund.created_at, timeZone)}</td>
                <td>{format.money(refund.amount, refund.currency)}</td>
                <td>{t(`Refunds.state.${refund.status}`)}</td>
                <td>
                  {refund.note
                    ? t('Refunds.staffBecause', { reason: refund.note })
                    : t(`Refunds.kind.${refund.reason}`)}
                </td>
                <td>{refund.provider_refund_id ?? t('Detail.none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
