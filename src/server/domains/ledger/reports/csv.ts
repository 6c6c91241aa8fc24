import { REPORT_COLUMNS, type ReportName } from '../../../../shared/domain/reports'
import type { Report } from '../../../../shared/contract/reports'

/** A CSV field (RFC 4180): quoted, its quotes doubled, when it holds a comma, a quote or a line break. */
const field = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value

/** Cents as an amount with two decimals, the way a spreadsheet reads it (as the ledger's CSV). */
const amount = (cents: number) => (cents / 100).toFixed(2)

/**
 * A report's table as CSV (RFC 4180: CRLF line breaks), a header of its columns and a line per
 * row; amounts in currency units, days already on the location's clock.
 */
export function reportCsv(report: Report): string {
  const columns = REPORT_COLUMNS[report.report as ReportName]
  const lines = report.rows.map((row) =>
    columns
      .map(([name, kind]) => {
        const value = row[name]
        if (value === null || value === undefined) return ''
        return kind === 'cents' ? amount(Number(value)) : field(String(value))
      })
      .join(','),
  )
  const header = columns.map(([name, kind]) =>
    kind === 'cents' ? name.replace(/_cents$/, '') : name,
  )
  return [header.join(','), ...lines].map((line) => `${line}\r\n`).join('')
}
