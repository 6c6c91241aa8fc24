import { useMemo, useState } from 'react'
import type en from '../../../../../translations/en/deskReports.json'
import { useAppSelector } from '../../../app/hooks'
import { useView } from '../../../app/useView'
import { useErrorText } from '../../../app/useErrorText'
import type { Report } from '../../../../shared/contract/reports'
import {
  REPORT_COLUMNS,
  REPORT_NAMES,
  type ReportColumnKind,
  type ReportName,
} from '../../../../shared/domain/reports'
import { wallClockAt } from '../../../../shared/domain/zonedTime'
import {
  DeskScreen,
  deskStyles,
  errorCodeOf,
  LocationPicker,
  QueryState,
  selectDeskLocation,
  useDeskFormat,
  useDeskTimeZone,
} from '../shell'
import { chartDataOf } from './reportCharts'
import { ReportChart } from './ReportChart'
import { ReportTable } from './ReportTable'
import { useGetReportQuery } from './reportsApi'
import {
  reportCsvRequested,
  reportPeriodPicked,
  reportPicked,
  selectDeskReports,
  shownReportPeriod,
} from './reportsSlice'

type Texts = (typeof en)['Reports']
type ColumnKey = keyof Texts['columns']

/** The admins' Reports screen: a report of a location's period as a chart, a table and a CSV file. */
export function ReportsScreen() {
  const { t, dispatch, language } = useView('deskReports')
  const format = useDeskFormat()
  const location = useAppSelector(selectDeskLocation)
  const timeZone = useDeskTimeZone()
  const [openedAt] = useState(Date.now)
  const today = wallClockAt(openedAt, timeZone).date
  const { report: name, draft, downloading, downloadError } = useAppSelector(selectDeskReports)
  const period = useMemo(() => shownReportPeriod(draft, today), [draft, today])
  const query = useGetReportQuery({ location, report: name, period, language })
  const errorText = useErrorText()
  const report = query.data
  const failed = errorCodeOf(query.error)
  const heading = (column: string): string => t(`Reports.columns.${column as ColumnKey}`)
  const cell = (
    value: Report['rows'][number][string],
    column: string,
    kind: ReportColumnKind,
  ): string => {
    if (value === null) return column === 'unit' ? t('Reports.noUnit') : ''
    if (kind === 'cents') return format.money(Number(value), 'EUR')
    if (kind === 'percent') return `${value} %`
    const text = String(value)
    if (column === 'outcome') return t(`Reports.outcome.${text as keyof Texts['outcome']}`)
    if (column === 'handover') return t(`Reports.handover.${text as keyof Texts['handover']}`)
    if (column === 'state') return t(`Reports.state.${text as keyof Texts['state']}`)
    return text
  }
  const chart = useMemo(
    () =>
      report
        ? chartDataOf(report, {
            rowName: (row) => {
              const [first] = REPORT_COLUMNS[report.report as ReportName][0]!
              return cell(row[first] ?? null, first, 'text')
            },
            heading,
          })
        : null,
    // The texts follow the language, which the report's query already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [report],
  )
  const periodError = failed === 'REPORT_PERIOD_INVALID' || failed === 'REPORT_PERIOD_TOO_LONG'
  return (
    <DeskScreen id="reports" title={t('Reports.title')}>
      <LocationPicker />
      <label>
        {t('Reports.report')}{' '}
        <select
          value={name}
          onChange={(event) => dispatch(reportPicked(event.target.value as ReportName))}
        >
          {REPORT_NAMES.map((one) => (
            <option key={one} value={one}>
              {t(`Reports.names.${one}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('Reports.from')}{' '}
        <input
          type="date"
          value={period.from}
          onChange={(event) =>
            dispatch(reportPeriodPicked({ from: event.target.value, to: period.to }))
          }
        />
      </label>{' '}
      <label>
        {t('Reports.to')}{' '}
        <input
          type="date"
          value={period.to}
          onChange={(event) =>
            dispatch(reportPeriodPicked({ from: period.from, to: event.target.value }))
          }
        />
      </label>
      <p>{t(`Reports.about.${name}`)}</p>
      <p>
        <button
          type="button"
          disabled={downloading !== null}
          onClick={() => dispatch(reportCsvRequested({ report: name, period }))}
        >
          {t('Reports.csv')}
        </button>
      </p>
      {downloadError ? (
        <p role="alert" className={deskStyles.error}>
          {periodErrorText(downloadError) ?? errorText(downloadError)}
        </p>
      ) : null}
      {periodError ? (
        <p role="alert" className={deskStyles.error}>
          {t(`Reports.errors.${failed}`)}
        </p>
      ) : (
        <QueryState query={query} />
      )}
      {report && chart ? (
        <>
          <ReportChart title={t(`Reports.names.${name}`)} {...chart} />
          <ReportTable
            report={report}
            caption={t('Reports.caption', {
              report: t(`Reports.names.${name}`),
              from: format.date(report.from),
              to: format.date(report.to),
            })}
            heading={heading}
            cell={cell}
          />
        </>
      ) : null}
    </DeskScreen>
  )

  function periodErrorText(code: string) {
    return code === 'REPORT_PERIOD_INVALID' || code === 'REPORT_PERIOD_TOO_LONG'
      ? t(`Reports.errors.${code}`)
      : null
  }
}
