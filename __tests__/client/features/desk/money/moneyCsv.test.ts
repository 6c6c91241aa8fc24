import { featureInjected } from '../../../../../src/client/app/lazyFeature'
import { deskMoneyFeature } from '../../../../../src/client/features/desk/money/moneyListeners'
import {
  moneyCsvRequested,
  selectMoneyDownload,
} from '../../../../../src/client/features/desk/money/moneySlice'
import { deskStore, until } from '../deskStore'

const april = { unit: 'month', value: '2027-04' } as const

it('fetches the CSV file of the period with the staff token and saves it under its own name', async () => {
  const { store, api, services, onListenerError } = deskStore({
    'GET /api/desk/ledger/lines.csv': {
      text: 'local_time,reference\n2027-04-02 10:00,TT-AAAAAA\n',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="tinytrip-ledger-SVQ-2027-04.csv"',
      },
    },
  })
  store.dispatch(featureInjected(deskMoneyFeature))
  store.dispatch(moneyCsvRequested({ what: 'lines', period: april }))
  // A second click while the file is on its way asks nothing more.
  store.dispatch(moneyCsvRequested({ what: 'invoices', period: april }))
  await until(() => selectMoneyDownload(store.getState()).downloading === null)
  expect(api.log).toEqual(['GET /api/desk/ledger/lines.csv?location=SVQ&month=2027-04'])
  expect(api.calls[0]!.headers.authorization).toBe('Bearer t')
  expect(services.download).toHaveBeenCalledWith(
    'tinytrip-ledger-SVQ-2027-04.csv',
    'local_time,reference\n2027-04-02 10:00,TT-AAAAAA\n',
    'text/csv',
  )
  expect(onListenerError).not.toHaveBeenCalled()
})

it('says why a file did not come', async () => {
  const { store } = deskStore({
    'GET /api/desk/ledger/invoices.csv': {
      status: 403,
      body: { success: false, statusCode: 403, code: 'FORBIDDEN', message: 'Admins only' },
    },
  })
  store.dispatch(featureInjected(deskMoneyFeature))
  store.dispatch(moneyCsvRequested({ what: 'invoices', period: april }))
  await until(() => selectMoneyDownload(store.getState()).downloadError !== null)
  expect(selectMoneyDownload(store.getState())).toMatchObject({
    downloading: null,
    downloadError: 'FORBIDDEN',
  })
})
