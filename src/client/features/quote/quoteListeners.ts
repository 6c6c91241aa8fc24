import type { AppStartListening } from '../../app/listenerMiddleware'

/** The quote page's events and requests load with the first quote a traveller opens. */
const flows = () => import(/* webpackChunkName: "quoteFlows" */ './quoteFlows')

/** The quote page (/quote/{id}): every `quote/` action goes to the flows (quoteEvents.ts). */
export function addQuoteListeners(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (action) => action.type.startsWith('quote/'),
    effect: async (action, api) => (await flows()).onQuoteEvent(action, api),
  })
}
