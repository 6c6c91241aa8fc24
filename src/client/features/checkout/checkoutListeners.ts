import { addAppListener } from '../../app/lazyFeature'
import {
  bookingRequested,
  contactFormOpened,
  contactSubmitAttempted,
  contactSubmitted,
  paymentRequested,
  paymentReturned,
} from './checkoutSlice'

/** The requests of checkout load with the first step a traveller takes. */
const flows = () => import(/* webpackChunkName: "checkoutFlows" */ './checkoutFlows')

/**
 * Checkout (docs/product.md, State machines): the contact form makes a quote from the basket, the
 * quote becomes a booking, the booking goes to the payment provider's page, and back again.
 */
export const checkoutListeners = [
  // The contact form starts from the profile's phone until the traveller types one, and asks for
  // the delivery address when the basket's rental is delivered to a zone.
  addAppListener({
    actionCreator: contactFormOpened,
    effect: async (_action, api) => {
      const { prefillContact, findDeliveryZone } = await flows()
      await Promise.all([prefillContact(api), findDeliveryZone(api)])
    },
  }),

  // "Continue to your quote": the details go out only when they pass the rules of Validation messages (docs/product.md).
  addAppListener({
    actionCreator: contactSubmitAttempted,
    effect: async (_action, api) => (await flows()).submitContact(api),
  }),

  addAppListener({
    actionCreator: contactSubmitted,
    effect: async (action, api) => (await flows()).createQuote(action, api),
  }),

  // Booking a quote: the same Idempotency-Key for the same quote, so a retry books once.
  addAppListener({
    actionCreator: bookingRequested,
    effect: async (action, api) => (await flows()).book(action, api),
  }),

  // Paying happens on the provider's page; if it cannot open, the booking page offers to retry.
  addAppListener({
    actionCreator: paymentRequested,
    effect: async (action, api) => (await flows()).pay(action, api),
  }),

  // Back from the provider (success redirect in docs/product.md, Routes and guard): the server asks
  // the provider, then the booking shows.
  addAppListener({
    actionCreator: paymentReturned,
    effect: async (action, api) => {
      api.cancelActiveListeners()
      await (await flows()).confirmPayment(action, api)
    },
  }),
]
