import { rootReducer } from '../../../../src/client/app/store'
import {
  quoteContactChanged,
  quoteEditStarted,
  quoteLoaded,
  quoteLoadStarted,
} from '../../../../src/client/features/quote/quoteSlice'
import { quoteContactSubmitAttempted } from '../../../../src/client/features/quote/quoteEvents'
import { selectQuoteContactMessages } from '../../../../src/client/features/quote/quoteSelectors'
import { replayReport } from '../../../../src/client/features/support/replay'
import { sanitize } from '../../../../src/client/features/support/sanitize'
import { quoteFixture } from '../../support/bookings'
import checkoutTexts from '../../../../translations/en/checkout.json'

const TYPED_PHONE = '+34 6xx'

describe('a report made on a page whose slice is added when it opens (the quote page)', () => {
  it('replays, outside the app, to the message the traveller saw, without what they typed', () => {
    // What the app's action log carries: the state at the start (no quote slice yet) and the
    // page's actions, sanitised.
    const quote = quoteFixture()
    const preloadedState = sanitize(rootReducer(undefined, { type: '@@report/start' }))
    const actions = [
      quoteLoadStarted({ id: quote._id }),
      quoteLoaded({ quote, itemNames: {} }),
      quoteEditStarted(),
      quoteContactChanged({ draft: { phone: TYPED_PHONE } }),
      quoteContactSubmitAttempted(),
    ].map((action) => sanitize(action))
    expect(JSON.stringify(actions)).not.toContain(TYPED_PHONE)

    const replayed = replayReport({ preloadedState, actions })

    expect(replayed).toHaveProperty('quote')
    const code = selectQuoteContactMessages(replayed).phone!
    expect(checkoutTexts.Validation[code]).toBe('Please enter a valid phone number')
  })
})
