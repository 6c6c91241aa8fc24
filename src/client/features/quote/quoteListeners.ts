import type { AppStartListening } from '../../app/listenerMiddleware'
import { quoteContactSubmitAttempted, quotePageOpened } from './quoteEvents'

/** The quote page's requests load with the first quote a traveller opens. */
const flows = () => import(/* webpackChunkName: "quoteFlows" */ './quoteFlows')

/** The quote page (/quote/{id}): its quote, and changing its contact details. */
export function addQuoteListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: quotePageOpened,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners()
      await (await flows()).showQuote(payload.id, api)
    },
  })
  startAppListening({
    actionCreator: quoteContactSubmitAttempted,
    effect: async (_action, api) => (await flows()).saveQuoteContact(api),
  })
}
