import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { invoicesApi } from './invoicesApi'
import {
  bookingInvoicesFailed,
  bookingInvoicesLoaded,
  bookingInvoicesWanted,
  invoicesSlice,
} from './invoicesSlice'

/** Reads a booking's invoices when it is shown in a new state (fresh signed download links). */
const readInvoices = addAppListener({
  actionCreator: bookingInvoicesWanted,
  effect: async ({ payload: { bookingId, revision } }, listenerApi) => {
    const { data, error } = await listenerApi.dispatch(
      invoicesApi.endpoints.bookingInvoices.initiate(
        { bookingId, revision },
        { subscribe: false, forceRefetch: true },
      ),
    )
    listenerApi.dispatch(
      error || !data
        ? bookingInvoicesFailed({ bookingId })
        : bookingInvoicesLoaded({ bookingId, invoices: data.invoices }),
    )
  },
})

/** The invoices' slice and listener, joining the store with their chunk. */
export const invoicesFeature: LazyFeature = { slice: invoicesSlice, listeners: [readInvoices] }
