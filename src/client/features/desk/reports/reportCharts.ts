import type { Report } from '../../../../shared/contract/reports'
import type { ReportName } from '../../../../shared/domain/reports'

/**
 * What each report's chart draws: the columns plotted against the rows (at most two, on their
 * own scales), as bars or, for the days, as lines.
 */
export const REPORT_CHARTS: Record<ReportName, { series: string[]; lines?: boolean }> = {
  items: { series: ['utilisation', 'unmet_asks'] },
  units: { series: ['utilisation'] },
  days: { series: ['bookings', 'revenue_cents'], lines: true },
  weeks: { series: ['bookings', 'revenue_cents'] },
  'lead-time': { series: ['bookings'] },
  outcomes: { series: ['bookings', 'rental_kept_cents'] },
  'promo-codes': { series: ['uses', 'revenue_cents'] },
  deposits: { series: ['amount_cents'] },
  handover: { series: ['bookings', 'revenue_cents'] },
}

/** The chart's data for a report: each row's name along the bottom, the plotted columns in euros. */
export function chartDataOf(
  report: Report,
  {
    rowName,
    heading,
  }: { rowName: (row: Report['rows'][number]) => string; heading: (column: string) => string },
) {
  const { series, lines } = REPORT_CHARTS[report.report as ReportName]
  return {
    lines: lines ?? false,
    labels: report.rows.map(rowName),
    series: series.map((column) => ({
      label: heading(column),
      values: report.rows.map((row) =>
        column.endsWith('_cents') ? Number(row[column] ?? 0) / 100 : Number(row[column] ?? 0),
      ),
    })),
  }
}
