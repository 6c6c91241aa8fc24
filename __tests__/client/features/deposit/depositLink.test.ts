import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { depositLinkFeature } from '../../../../src/client/features/deposit/depositLinkListeners'
import {
  depositHoldRequested,
  depositLinkOpened,
  selectDepositLink,
} from '../../../../src/client/features/deposit/depositLinkSlice'
import { basketStore, until } from '../../support/basketStore'
import { failure } from '../../support/bookings'
import { LINK_TOKEN, linkView } from '../../support/depositLinks'
import { installFakeApi, never, type FakeApi } from '../../support/fakeApi'

const TOKEN = LINK_TOKEN
const VIEW = 'POST /api/deposit-links/view'
const CHECKOUT = 'POST /api/deposit-links/checkout'

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    [VIEW]: { body: linkView() },
    [CHECKOUT]: {
      body: { url: 'https://checkout.example/pay/cs_hold_1', session_id: 'cs_hold_1' },
    },
  })
})
afterEach(() => api.restore())

function linkStore() {
  const setup = basketStore()
  setup.store.dispatch(featureInjected(depositLinkFeature))
  return setup
}
const link = (store: ReturnType<typeof linkStore>['store']) => selectDepositLink(store.getState())

describe('opening a deposit link', () => {
  it('reads what it is for, sending the token in the body only, and keeps no token', async () => {
    const { store, onListenerError } = linkStore()
    store.dispatch(depositLinkOpened({ token: TOKEN, returned: false }))
    expect(link(store).status).toBe('reading')
    await until(() => link(store).status === 'read')
    expect(link(store).view).toEqual(linkView())
    const [call, ...others] = api.callsTo(VIEW)
    expect(others).toEqual([])
    expect(call!.body).toEqual({ token: TOKEN })
    expect(call!.path).toBe('/api/deposit-links/view')
    expect(JSON.stringify(store.getState())).not.toContain(TOKEN)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('refuses a link cut short without asking the server', async () => {
    const { store } = linkStore()
    store.dispatch(depositLinkOpened({ token: 'short', returned: false }))
    await until(() => link(store).status === 'refused')
    expect(link(store).problem).toBe('INVALID_LINK')
    expect(api.calls).toHaveLength(0)
  })

  it.each([
    [400, 'INVALID_LINK', 'INVALID_LINK'],
    [404, 'NOT_FOUND', 'INVALID_LINK'],
    [410, 'LINK_EXPIRED', 'LINK_EXPIRED'],
    [500, 'INTERNAL_ERROR', 'FAILED'],
  ])('says why a %i %s link shows nothing (%s)', async (status, code, problem) => {
    api.on(VIEW, failure(status, code))
    const { store } = linkStore()
    store.dispatch(depositLinkOpened({ token: TOKEN, returned: false }))
    await until(() => link(store).status === 'refused')
    expect(link(store)).toMatchObject({ problem, view: null })
  })

  it('reads the link again when back from the card provider, which records the hold', async () => {
    api.on(VIEW, { body: linkView('held') })
    const { store } = linkStore()
    store.dispatch(depositLinkOpened({ token: TOKEN, returned: true }))
    await until(() => link(store).status === 'read')
    expect(link(store)).toMatchObject({ returned: true, view: { state: 'held' } })
    expect(api.callsTo(VIEW)).toHaveLength(1)
  })

  it('shows the latest opening only', async () => {
    api.on(VIEW, (call) =>
      (call.body as { token: string }).token === TOKEN ? never() : { body: linkView('held') },
    )
    const { store } = linkStore()
    store.dispatch(depositLinkOpened({ token: TOKEN, returned: false }))
    store.dispatch(depositLinkOpened({ token: `${TOKEN}-newer`, returned: false }))
    await until(() => link(store).status === 'read')
    expect(link(store).view?.state).toBe('held')
  })
})

describe('placing the hold', () => {
  it('sends the browser to the card provider’s page the server opened', async () => {
    const { store, services, onListenerError } = linkStore()
    store.dispatch(depositLinkOpened({ token: TOKEN, returned: false }))
    await until(() => link(store).status === 'read')
    store.dispatch(depositHoldRequested({ token: TOKEN }))
    expect(link(store).placing).toBe(true)
    await until(() => services.redirect.mock.calls.length > 0)
    expect(services.redirect).toHaveBeenCalledWith('https://checkout.example/pay/cs_hold_1')
    expect(api.callsTo(CHECKOUT).map((call) => call.body)).toEqual([{ token: TOKEN }])
    expect(services.navigate).not.toHaveBeenCalled()
    expect(link(store).placing).toBe(true)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('says a hold is no longer needed, and reads the link again', async () => {
    const { store, services } = linkStore()
    store.dispatch(depositLinkOpened({ token: TOKEN, returned: false }))
    await until(() => link(store).status === 'read')
    api.on(CHECKOUT, failure(409, 'DEPOSIT_NOT_NEEDED'))
    api.on(VIEW, { body: linkView('held') })
    store.dispatch(depositHoldRequested({ token: TOKEN }))
    await until(() => link(store).view?.state === 'held')
    expect(link(store)).toMatchObject({ placing: false, placeError: 'DEPOSIT_NOT_NEEDED' })
    expect(api.callsTo(VIEW)).toHaveLength(2)
    expect(services.redirect).not.toHaveBeenCalled()
  })

  it('keeps the button for another try when the page could not be opened', async () => {
    const { store } = linkStore()
    store.dispatch(depositLinkOpened({ token: TOKEN, returned: false }))
    await until(() => link(store).status === 'read')
    api.on(CHECKOUT, failure(503, 'PAYMENT_PROVIDER_UNAVAILABLE'))
    store.dispatch(depositHoldRequested({ token: TOKEN }))
    await until(() => link(store).placeError !== null)
    expect(link(store)).toMatchObject({ status: 'read', placing: false, placeError: 'FAILED' })
  })

  it('shows an expired link as such', async () => {
    const { store } = linkStore()
    store.dispatch(depositLinkOpened({ token: TOKEN, returned: false }))
    await until(() => link(store).status === 'read')
    api.on(CHECKOUT, failure(410, 'LINK_EXPIRED'))
    store.dispatch(depositHoldRequested({ token: TOKEN }))
    await until(() => link(store).status === 'refused')
    expect(link(store)).toMatchObject({ problem: 'LINK_EXPIRED', placing: false })
  })
})
