import { useTranslation } from 'react-i18next'
import type { PromoCode } from '../../../../shared/contract/promotions'
import { DEFAULT_CURRENCY } from '../../../../shared/domain/constants'
import { Button } from '../../../components/Button'
import { DataTable } from '../../../components/DataTable'
import { deskListStyles as styles, useDeskFormat, useDeskTimeZone } from '../shell'

/** The table's columns, in order; each is also its heading's key. */
const COLUMNS = ['code', 'discount', 'validity', 'gear', 'uses', 'status', 'actions'] as const

interface PromoCodesTableProps {
  codes: PromoCode[]
  /** The code being paused or resumed (its button waits). */
  changingId: string | null
  onStatusChange(change: { id: string; active: boolean }): void
}

/** Every promo code with its terms, uses and status; each can be paused or resumed. */
export function PromoCodesTable({ codes, changingId, onStatusChange }: PromoCodesTableProps) {
  const { t } = useTranslation('desk')
  const { t: tGear } = useTranslation('gear')
  const format = useDeskFormat()
  const timeZone = useDeskTimeZone()
  const limit = (value: number | null) => (value === null ? t('PromoCodes.noLimit') : value)
  return (
    <DataTable
      className={styles.table}
      caption={t('PromoCodes.caption')}
      columns={COLUMNS.map((column) => t(`PromoCodes.columns.${column}`))}
    >
      {codes.map((code) => (
        <tr key={code.id}>
          <th scope="row">{code.code}</th>
          <td>
            {code.kind === 'percent'
              ? t('PromoCodes.percentOff', { amount: code.amount })
              : t('PromoCodes.amountOff', { amount: format.money(code.amount, DEFAULT_CURRENCY) })}
          </td>
          <td>
            {t(code.valid_until ? 'PromoCodes.validFromUntil' : 'PromoCodes.validFrom', {
              from: format.zoned(code.valid_from, timeZone),
              until: code.valid_until ? format.zoned(code.valid_until, timeZone) : '',
            })}
          </td>
          <td>
            {code.categories
              ? code.categories.map((category) => tGear(`Categories.${category}`)).join(', ')
              : t('PromoCodes.allGear')}
            <br />
            {t('PromoCodes.minDays', { count: code.min_rental_days })}
          </td>
          <td>
            {t('PromoCodes.usesOf', { uses: code.uses, limit: limit(code.total_uses) })}
            <br />
            {t('PromoCodes.perTraveller', { limit: limit(code.per_traveller) })}
          </td>
          <td>{t(code.active ? 'PromoCodes.active' : 'PromoCodes.paused')}</td>
          <td>
            <Button
              variant="secondary"
              disabled={changingId === code.id}
              aria-label={t(code.active ? 'PromoCodes.pauseLabel' : 'PromoCodes.resumeLabel', {
                code: code.code,
              })}
              onClick={() => onStatusChange({ id: code.id, active: !code.active })}
            >
              {t(code.active ? 'PromoCodes.pause' : 'PromoCodes.resume')}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
