import {
  quotePageOpened,
  quoteUnitsKeepAsked,
} from '../../../../src/client/features/quote/quoteEvents'
import {
  selectQuotePage,
  type QuoteRootState,
} from '../../../../src/client/features/quote/quoteSelectors'
import { quoteUnitsChosen } from '../../../../src/client/features/quote/quoteSlice'
import { basketStore, until } from '../../support/basketStore'
import { QUOTE_ID, failure, quoteFixture } from '../../support/bookings'
import { infantSeat, infantSeatDetails } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { signedInSession } from '../../support/sessionState'

const offer = quoteFixture({ waitlist_offer: true })
const PUT = `PUT /api/quotes/${QUOTE_ID}/units`
/** The quote once the server kept one seat: priced for it. */
const keptOne = {
  ...offer,
  gear_ids: [infantSeat._id],
  pricing: { ...offer.pricing, items: [{ ...offer.pricing.items[0]!, quantity: 1 }] },
}

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'GET /api/quotes/:id': { body: offer },
    'GET /api/gear/:id': { body: infantSeatDetails('en', null) },
    'PUT /api/quotes/:id/units': { body: keptOne },
  })
})
afterEach(() => api.restore())

const quotePage = (store: { getState(): unknown }) =>
  selectQuotePage(store.getState() as QuoteRootState)

async function offerStore() {
  const setup = basketStore({ preloadedState: { session: signedInSession() } })
  setup.store.dispatch(quotePageOpened({ id: QUOTE_ID }))
  await until(() => quotePage(setup.store).quote !== null)
  return setup
}

describe('keeping fewer of the units a waitlist offer holds', () => {
  it('chooses from 1 to the units held', async () => {
    const { store } = await offerStore()
    const choose = (units: number) =>
      store.dispatch(quoteUnitsChosen({ gearId: infantSeat._id, units }))
    choose(0)
    expect(quotePage(store).units).toEqual({ [infantSeat._id]: 1 })
    choose(5)
    expect(quotePage(store).units).toEqual({ [infantSeat._id]: 2 })
    store.dispatch(quoteUnitsChosen({ gearId: 'not-held', units: 1 }))
    expect(quotePage(store).units).toEqual({ [infantSeat._id]: 2 })
  })

  it('sends the units kept once and shows the quote priced for them', async () => {
    const { store, onListenerError } = await offerStore()
    store.dispatch(quoteUnitsChosen({ gearId: infantSeat._id, units: 1 }))
    store.dispatch(quoteUnitsKeepAsked({ gearId: infantSeat._id }))
    store.dispatch(quoteUnitsKeepAsked({ gearId: infantSeat._id }))
    await until(() => quotePage(store).quote?.gear_ids.length === 1)
    expect(api.callsTo(PUT)).toHaveLength(1)
    expect(api.callsTo(PUT)[0]!.body).toEqual({ gear_id: infantSeat._id, units: 1 })
    expect(quotePage(store)).toMatchObject({ units: {}, keepingUnits: false, unitsRefused: null })
    expect(quotePage(store).quote?.pricing.items[0]?.quantity).toBe(1)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it("keeps the server's refusal and the quote as it was", async () => {
    api.on('PUT /api/quotes/:id/units', failure(400, 'QUOTE_NOT_PENDING'))
    const { store } = await offerStore()
    store.dispatch(quoteUnitsChosen({ gearId: infantSeat._id, units: 1 }))
    store.dispatch(quoteUnitsKeepAsked({ gearId: infantSeat._id }))
    await until(() => quotePage(store).unitsRefused !== null)
    expect(quotePage(store).unitsRefused).toBe('QUOTE_NOT_PENDING')
    expect(quotePage(store).quote?.gear_ids).toHaveLength(2)
  })
})
