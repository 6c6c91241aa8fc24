import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { sendBillingDetails } from './fullInvoiceFlows'
import { fullInvoiceSlice, fullInvoiceSubmitAttempted } from './fullInvoiceSlice'

/**
 * The booking page's "Ask for a full invoice": its state and sending, loaded with the form (in
 * the booking page's chunk: a chunk of its own would cost the first page its name).
 */
export const fullInvoiceFeature: LazyFeature = {
  slice: fullInvoiceSlice,
  listeners: [
    addAppListener({
      actionCreator: fullInvoiceSubmitAttempted,
      effect: (_action, api) => sendBillingDetails(api),
    }),
  ],
}
