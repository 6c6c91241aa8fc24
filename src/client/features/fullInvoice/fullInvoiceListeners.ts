import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { fullInvoiceSlice, fullInvoiceSubmitAttempted } from './fullInvoiceSlice'

const flows = () => import(/* webpackChunkName: "fullInvoiceFlows" */ './fullInvoiceFlows')

/** The booking page's "Ask for a full invoice": its state and sending, loaded with the form. */
export const fullInvoiceFeature: LazyFeature = {
  slice: fullInvoiceSlice,
  listeners: [
    addAppListener({
      actionCreator: fullInvoiceSubmitAttempted,
      effect: async (_action, api) => (await flows()).sendBillingDetails(api),
    }),
  ],
}
