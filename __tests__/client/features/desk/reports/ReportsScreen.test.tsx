import { fireEvent, screen, within } from '@testing-library/react'
import type { Report } from '../../../../../src/shared/contract/reports'
import DeskReports from '../../../../../src/client/features/desk/reports/DeskReports'
import {
  reportCsvRequested,
  reportPeriodPicked,
  reportPicked,
} from '../../../../../src/client/features/desk/reports/reportsSlice'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'

const mockAnswers: { report?: unknown; asked: unknown[]; charts: unknown[] } = {
  asked: [],
  charts: [],
}
jest.mock('../../../../../src/client/features/desk/reports/reportsApi', () => ({
  useGetReportQuery: (args: unknown) => {
    mockAnswers.asked.push(args)
    return mockAnswers.report
  },
}))
// uPlot draws on a canvas, which jsdom has not: the chart is read as what it is given.
jest.mock('../../../../../src/client/features/desk/reports/ReportChart', () => ({
  ReportChart: (props: { title: string }) => {
    mockAnswers.charts.push(props)
    return <div role="img" aria-label={props.title} />
  },
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('SVQ'),
)

const items: Report = {
  report: 'items',
  location_code: 'SVQ',
  time_zone: 'Europe/Madrid',
  from: '2027-04-01',
  to: '2027-04-10',
  columns: ['item'],
  rows: [
    {
      item: 'Bugaboo Butterfly',
      units: 2,
      in_service_days: 20,
      out_of_service_days: 0,
      rented_days: 6,
      utilisation: 30,
      revenue_cents: 12345,
      unmet_asks: 37,
      unmet_unit_days: 90,
    },
    {
      item: 'Stokke Clikk',
      units: 1,
      in_service_days: 8,
      out_of_service_days: 2,
      rented_days: 0,
      utilisation: 0,
      revenue_cents: 0,
      unmet_asks: 0,
      unmet_unit_days: 0,
    },
  ],
  totals: {
    units: 3,
    in_service_days: 28,
    out_of_service_days: 2,
    rented_days: 6,
    utilisation: 21.4,
    revenue_cents: 12345,
    unmet_asks: 37,
    unmet_unit_days: 90,
  },
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '))

beforeEach(() => {
  mockAnswers.report = answered(items)
  mockAnswers.asked = []
  mockAnswers.charts = []
})

test('opens on the last 90 days, shows the chart and the table with totals, and asks for the CSV', async () => {
  jest.useFakeTimers({ now: new Date('2027-04-10T10:00:00Z'), advanceTimers: true })
  try {
    const { dispatched, user } = await renderDeskView(<DeskReports />)
    const period = { from: '2027-01-11', to: '2027-04-10' }
    expect(mockAnswers.asked).toContainEqual({
      location: 'SVQ',
      report: 'items',
      period,
      language: 'en',
    })
    expect(screen.getByRole('img', { name: 'Utilisation and revenue per item' })).toBeVisible()
    expect(mockAnswers.charts.at(-1)).toMatchObject({
      labels: ['Bugaboo Butterfly', 'Stokke Clikk'],
      series: [
        { label: 'Utilisation', values: [30, 0] },
        { label: 'Asks not met', values: [37, 0] },
      ],
    })
    const table = screen.getByRole('table', {
      name: 'Utilisation and revenue per item, Thu, 1 Apr 2027 to Sat, 10 Apr 2027',
    })
    const [head, first, second, total] = within(table).getAllByRole('row')
    expect(head).toHaveTextContent(
      'ItemUnitsDays in serviceDays out of serviceDays rentedUtilisationRental keptAsks not metUnit-days short',
    )
    expect(cellsOf(first!)).toEqual([
      'Bugaboo Butterfly',
      '2',
      '20',
      '0',
      '6',
      '30 %',
      '€123.45',
      '37',
      '90',
    ])
    expect(cellsOf(second!)).toEqual(['Stokke Clikk', '1', '8', '2', '0', '0 %', '€0', '0', '0'])
    expect(cellsOf(total!)).toEqual(['Total', '3', '28', '2', '6', '21.4 %', '€123.45', '37', '90'])

    await user.selectOptions(screen.getByLabelText('Report'), 'Bookings and revenue by day')
    await user.click(screen.getByRole('button', { name: 'Table (CSV)' }))
    expect(dispatched()).toEqual([
      reportPicked('days'),
      reportCsvRequested({ report: 'items', period }),
    ])
  } finally {
    jest.useRealTimers()
  }
})

test('reads a picked period, the outcomes in Spanish, and says why a period is refused', async () => {
  mockAnswers.report = answered({
    ...items,
    report: 'outcomes',
    rows: [
      { outcome: 'kept', bookings: 9, share: 90, rental_kept_cents: 90000, refunded_cents: 0 },
      { outcome: 'no_show', bookings: 1, share: 10, rental_kept_cents: 5000, refunded_cents: 0 },
    ],
    totals: { bookings: 10, rental_kept_cents: 95000, refunded_cents: 0 },
  })
  const { dispatched } = await renderDeskView(<DeskReports />, {
    language: 'es',
    deskReports: { report: 'outcomes', draft: { from: '2027-04-01', to: '2027-04-10' } },
  })
  expect(mockAnswers.asked).toContainEqual({
    location: 'SVQ',
    report: 'outcomes',
    period: { from: '2027-04-01', to: '2027-04-10' },
    language: 'es',
  })
  const rows = within(screen.getByRole('table')).getAllByRole('row')
  expect(cellsOf(rows[1]!)).toEqual(['Mantenida', '9', '90 %', '900 €', '0 €'])
  expect(cellsOf(rows[2]!)).toEqual(['No presentado', '1', '10 %', '50 €', '0 €'])
  fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2027-03-01' } })
  expect(dispatched()).toContainEqual(reportPeriodPicked({ from: '2027-03-01', to: '2027-04-10' }))

  mockAnswers.report = {
    ...answered(undefined),
    error: { status: 400, data: { code: 'REPORT_PERIOD_TOO_LONG' } },
  }
  await renderDeskView(<DeskReports />, { language: 'es' })
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Un informe abarca como mucho 366 días: elige un periodo más corto.',
  )
})
