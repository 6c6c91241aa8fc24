import type { Report } from '../../../../shared/contract/reports'
import {
  REPORT_COLUMNS,
  type ReportColumnKind,
  type ReportName,
} from '../../../../shared/domain/reports'

type Cell = Report['rows'][number][string]

/**
 * A report's rows as a table, a column each, and its totals in the footer; `cell` reads a value
 * of a column as people read it (money, percentages, translated names).
 */
export function ReportTable({
  report,
  caption,
  heading,
  cell,
}: {
  report: Report
  caption: string
  heading: (column: string) => string
  cell: (value: Cell, column: string, kind: ReportColumnKind) => string
}) {
  const columns = REPORT_COLUMNS[report.report as ReportName]
  const hasTotals = columns.some(([column]) => column in report.totals)
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map(([column]) => (
            <th key={column} scope="col">
              {heading(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row, index) => (
          <tr key={index}>
            {columns.map(([column, kind]) => (
              <td key={column}>{cell(row[column] ?? null, column, kind)}</td>
            ))}
          </tr>
        ))}
      </tbody>
      {hasTotals ? (
        <tfoot>
          <tr>
            {columns.map(([column, kind], index) => (
              <td key={column}>
                {index === 0
                  ? heading('total')
                  : column in report.totals
                    ? cell(report.totals[column]!, column, kind)
                    : ''}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  )
}
