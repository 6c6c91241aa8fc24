import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { errorCodeOf, selectDeskLocation } from '../shell'
import { deskMoneyApi } from './moneyApi'
import {
  deskMoneySlice,
  moneyCsvFailed,
  moneyCsvRequested,
  moneyCsvSaved,
  selectMoneyDownload,
} from './moneySlice'

/** Fetches the CSV file asked for (with the staff member's token) and saves it to the device. */
const saveMoneyCsv = addAppListener({
  actionCreator: moneyCsvRequested,
  effect: async ({ payload }, { dispatch, getState, extra }) => {
    if (selectMoneyDownload(getState()).downloading !== payload.what) return
    const location = selectDeskLocation(getState())
    const request = dispatch(
      deskMoneyApi.endpoints.getLedgerCsv.initiate(
        { location, period: payload.period, what: payload.what },
        { forceRefetch: true, subscribe: false },
      ),
    )
    const result = await request
    if (result.error || !result.data) {
      dispatch(moneyCsvFailed(errorCodeOf(result.error)))
      return
    }
    extra.download(result.data.filename, result.data.text, 'text/csv')
    dispatch(moneyCsvSaved())
  },
})

/** The Money screen's slice and listener, joined to the store when its chunk first renders. */
export const deskMoneyFeature: LazyFeature = { slice: deskMoneySlice, listeners: [saveMoneyCsv] }
