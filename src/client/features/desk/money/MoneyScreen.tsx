import { Link } from 'react-router'
import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { wallClockAt } from '../../../../shared/domain/zonedTime'
import { useMemo, useState } from 'react'
import { useErrorText } from '../../../app/useErrorText'
import {
  DeskScreen,
  deskPaths,
  deskStyles,
  LocationPicker,
  QueryState,
  selectDeskLocation,
  useDeskFormat,
  useDeskTimeZone,
} from '../shell'
import { useGetLedgerQuery } from './moneyApi'
import {
  moneyCsvRequested,
  moneyPeriodPicked,
  selectMoneyDownload,
  selectMoneyDraft,
  shownPeriod,
} from './moneySlice'

/** The admins' Money screen: a location's day or month, its lines, balances and mismatches. */
export function MoneyScreen() {
  const { t, dispatch } = useView('deskMoney')
  const format = useDeskFormat()
  const location = useAppSelector(selectDeskLocation)
  const timeZone = useDeskTimeZone()
  const [openedAt] = useState(Date.now)
  const today = wallClockAt(openedAt, timeZone).date
  const draft = useAppSelector(selectMoneyDraft)
  const period = useMemo(() => shownPeriod(draft, today), [draft, today])
  const query = useGetLedgerQuery({ location, period })
  const { downloading, downloadError } = useAppSelector(selectMoneyDownload)
  const errorText = useErrorText()
  const ledger = query.data
  const euros = (cents: number) => format.money(cents, 'EUR')
  const balance = (
    name: 'rental' | 'deposits' | 'corrections',
    reconciles: boolean,
    sides: string,
  ) => (
    <li>
      {t(`Money.${name}`)}: {sides} —{' '}
      {reconciles ? t('Money.reconciles') : t('Money.doesNotReconcile')}
    </li>
  )
  return (
    <DeskScreen id="money" title={t('Money.title')}>
      <LocationPicker />
      <label>
        {t('Money.month')}{' '}
        <input
          type="month"
          value={period.unit === 'month' ? period.value : ''}
          onChange={(event) =>
            dispatch(moneyPeriodPicked({ unit: 'month', value: event.target.value }))
          }
        />
      </label>{' '}
      <label>
        {t('Money.day')}{' '}
        <input
          type="date"
          value={period.unit === 'day' ? period.value : ''}
          onChange={(event) =>
            dispatch(moneyPeriodPicked({ unit: 'day', value: event.target.value }))
          }
        />
      </label>
      <p>
        <button
          type="button"
          disabled={downloading !== null}
          onClick={() => dispatch(moneyCsvRequested({ what: 'lines', period }))}
        >
          {t('Money.linesCsv')}
        </button>{' '}
        <button
          type="button"
          disabled={downloading !== null}
          onClick={() => dispatch(moneyCsvRequested({ what: 'invoices', period }))}
        >
          {t('Money.invoicesCsv')}
        </button>
      </p>
      {downloadError ? (
        <p role="alert" className={deskStyles.error}>
          {errorText(downloadError)}
        </p>
      ) : null}
      <QueryState query={query} />
      {ledger ? (
        <>
          <ul aria-label={t('Money.totals')}>
            {balance(
              'rental',
              ledger.totals.rental.reconciles,
              `${euros(ledger.totals.rental.kept_cents)} = ${euros(ledger.totals.rental.invoiced_cents)}`,
            )}
            {balance(
              'deposits',
              ledger.totals.deposits.reconciles,
              `${euros(ledger.totals.deposits.taken_cents)} = ${euros(ledger.totals.deposits.claimed_cents)} + ${euros(ledger.totals.deposits.released_cents)} + ${euros(ledger.totals.deposits.held_cents)}`,
            )}
            {balance(
              'corrections',
              ledger.totals.corrections.reconciles,
              `${euros(ledger.totals.corrections.taken_cents)} = ${euros(ledger.totals.corrections.refunded_cents)}`,
            )}
          </ul>
          {ledger.mismatches.length > 0 ? (
            <ul aria-label={t('Money.mismatches')} className={deskStyles.error}>
              {ledger.mismatches.map((mismatch) => (
                <li key={mismatch.booking_id}>
                  <Link to={deskPaths.booking(mismatch.booking_id)}>{mismatch.reference}</Link>:{' '}
                  {mismatch.parts.map((part) => t(`Money.part.${part}`)).join(', ')}
                </li>
              ))}
            </ul>
          ) : null}
          <table>
            <caption>{t('Money.lines', { count: ledger.lines_total })}</caption>
            <thead>
              <tr>
                <th>{t('Money.time')}</th>
                <th>{t('Money.booking')}</th>
                <th>{t('Money.kind')}</th>
                <th>{t('Money.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.lines.map((line) => (
                <tr key={`${line.kind}-${line.id}`}>
                  <td>{line.local_time}</td>
                  <td>
                    <Link to={deskPaths.booking(line.booking_id)}>{line.reference}</Link>
                  </td>
                  <td>{t(`Money.kinds.${line.kind}`)}</td>
                  <td>{format.money(line.amount_cents, line.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {ledger.lines_total > ledger.lines.length ? (
            <p>{t('Money.moreInCsv', { count: ledger.lines.length })}</p>
          ) : null}
        </>
      ) : null}
    </DeskScreen>
  )
}
