import { featureInjected } from '../../../../../src/client/app/lazyFeature'
import { deskReportsFeature } from '../../../../../src/client/features/desk/reports/reportsListeners'
import {
  reportCsvRequested,
  reportPeriodPicked,
  selectDeskReports,
  shownReportPeriod,
} from '../../../../../src/client/features/desk/reports/reportsSlice'
import { deskStore, until } from '../deskStore'

const april = { from: '2027-04-01', to: '2027-04-30' }

it('fetches the report as CSV with the staff token and saves it under its own name', async () => {
  const csv = 'day,bookings,revenue\r\n2027-04-01,2,64.70\r\n'
  const { store, api, services, onListenerError } = deskStore({
    'GET /api/desk/reports/days/csv': {
      text: csv,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="tinytrip-days-SVQ-2027-04-01-2027-04-30.csv"',
      },
    },
  })
  store.dispatch(featureInjected(deskReportsFeature))
  store.dispatch(reportCsvRequested({ report: 'days', period: april }))
  // A second click while the file is on its way asks nothing more.
  store.dispatch(reportCsvRequested({ report: 'items', period: april }))
  await until(() => selectDeskReports(store.getState()).downloading === null)
  expect(api.log).toEqual([
    'GET /api/desk/reports/days/csv?location=SVQ&from=2027-04-01&to=2027-04-30&lang=en',
  ])
  expect(api.calls[0]!.headers.authorization).toBe('Bearer t')
  expect(services.download).toHaveBeenCalledWith(
    'tinytrip-days-SVQ-2027-04-01-2027-04-30.csv',
    csv,
    'text/csv',
  )
  expect(onListenerError).not.toHaveBeenCalled()
})

it('says why a file did not come', async () => {
  const { store } = deskStore({
    'GET /api/desk/reports/items/csv': {
      status: 400,
      body: {
        success: false,
        statusCode: 400,
        code: 'REPORT_PERIOD_TOO_LONG',
        message: 'A report reads at most 366 days.',
      },
    },
  })
  store.dispatch(featureInjected(deskReportsFeature))
  store.dispatch(reportCsvRequested({ report: 'items', period: april }))
  await until(() => selectDeskReports(store.getState()).downloadError !== null)
  expect(selectDeskReports(store.getState())).toMatchObject({
    downloading: null,
    downloadError: 'REPORT_PERIOD_TOO_LONG',
  })
})

it('shows the last 90 days until a period is picked, and keeps a period with both its ends', () => {
  expect(shownReportPeriod(null, '2027-04-10')).toEqual({ from: '2027-01-11', to: '2027-04-10' })
  const { store } = deskStore({})
  store.dispatch(featureInjected(deskReportsFeature))
  store.dispatch(reportPeriodPicked({ from: '', to: '2027-04-10' }))
  expect(selectDeskReports(store.getState()).draft).toBeNull()
  store.dispatch(reportPeriodPicked(april))
  expect(shownReportPeriod(selectDeskReports(store.getState()).draft, '2027-04-10')).toEqual(april)
})
