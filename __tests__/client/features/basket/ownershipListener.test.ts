import { basketLoaded, selectBasket } from '../../../../src/client/features/basket/basketSlice'
import { mergeBaskets } from '../../../../src/client/features/basket/ownershipListener'
import { loggedIn, sessionCleared } from '../../../../src/client/features/session/sessionSlice'
import { basketItem } from '../../support/basketState'
import { persistedBasketStore } from '../../support/basketStore'
import { createFakeServices } from '../../support/fakeServices'
import { installFakeApi } from '../../support/fakeApi'
import { sessionTokens, storedSession } from '../../support/sessionState'

const GEAR_A = '11111111-1111-4111-8111-111111111111'
const GEAR_B = '22222222-2222-4222-8222-222222222222'
const stored = (gear: string, quantity: number, stock = 5, start = '2027-04-09') =>
  [gear, quantity, 'SVQ', start, '2027-04-16', '10:00', '18:00', stock] as const
/** A basket cookie as the release before versioned records wrote it: a bare list of items. */
const cookie = (...items: (readonly unknown[])[]) => JSON.stringify(items)
const view = (items: { gear_id: string; quantity: number }[]) =>
  items.map((item) => [item.gear_id, item.quantity])

beforeEach(() => {
  installFakeApi({ 'GET /api/users/profile': { status: 500, body: {} } })
})

describe('whose basket (docs/product.md, State machines)', () => {
  it('loads the guest basket from its cookie at start-up', async () => {
    const services = createFakeServices({ cookies: { basket_guest: cookie(stored(GEAR_A, 2)) } })
    const { store, onListenerError } = await persistedBasketStore({ services })
    expect(selectBasket(store.getState()).owner).toBe('guest')
    expect(view(selectBasket(store.getState()).items)).toEqual([[GEAR_A, 2]])
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it("loads the signed-in user's basket at start-up", async () => {
    const services = createFakeServices({
      ...storedSession(),
      cookies: { basket_u1: cookie(stored(GEAR_B, 1)), basket_guest: cookie(stored(GEAR_A, 1)) },
    })
    const { store } = await persistedBasketStore({ services })
    expect(selectBasket(store.getState()).owner).toBe('u1')
    expect(view(selectBasket(store.getState()).items)).toEqual([[GEAR_B, 1]])
  })

  it.each([
    ['not JSON', '{oops'],
    [
      'a tampered item',
      cookie(['<script>', 1, 'SVQ', '2027-04-09', '2027-04-16', '10:00', '18:00', 5]),
    ],
    [
      'a negative quantity',
      cookie([GEAR_A, -3, 'SVQ', '2027-04-09', '2027-04-16', '10:00', '18:00', 5]),
    ],
    ['an oversized cookie', cookie(...Array.from({ length: 30 }, () => stored(GEAR_A, 1)))],
  ])('drops %s without crashing and says the basket could not be loaded', async (_case, value) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const services = createFakeServices({ cookies: { basket_guest: value } })
    const { store, onListenerError } = await persistedBasketStore({ services })
    expect(selectBasket(store.getState())).toMatchObject({
      items: [],
      message: { kind: 'load_failed' },
    })
    expect(services.cookies.snapshot()).toEqual({})
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it("migrates the guest basket into the user's on login and removes the guest cookie", async () => {
    const services = createFakeServices({
      cookies: {
        basket_guest: cookie(stored(GEAR_A, 2), stored(GEAR_B, 1)),
        basket_u1: cookie(stored(GEAR_A, 4)),
      },
    })
    const { store, saved } = await persistedBasketStore({ services })
    store.dispatch(
      loggedIn({ user: { id: 'u1', role: 'user' }, email: 'e', grant: sessionTokens() }),
    )
    await saved()
    expect(selectBasket(store.getState()).owner).toBe('u1')
    expect(view(selectBasket(store.getState()).items)).toEqual([
      [GEAR_A, 5],
      [GEAR_B, 1],
    ])
    expect(services.cookies.get('basket_guest')).toBeNull()
    expect(JSON.parse(services.cookies.get('basket_u1')!).items).toHaveLength(2)
  })

  it("loads another account's own basket when someone else signs in after logout", async () => {
    const services = createFakeServices({
      cookies: { basket_u2: cookie(stored(GEAR_B, 3)), basket_u1: cookie(stored(GEAR_A, 1)) },
    })
    const { store } = await persistedBasketStore({ services })
    store.dispatch(basketLoaded({ owner: 'u1', items: [basketItem({ gear_id: GEAR_A })] }))
    store.dispatch(sessionCleared({ reason: 'logout' }))
    expect(selectBasket(store.getState())).toMatchObject({ owner: 'guest', items: [] })
    store.dispatch(
      loggedIn({ user: { id: 'u2', role: 'user' }, email: 'f', grant: sessionTokens() }),
    )
    expect(view(selectBasket(store.getState()).items)).toEqual([[GEAR_B, 3]])
  })
})

describe('the promo code follows the basket (docs/product.md, Promo codes)', () => {
  const withCode = (code: string, ...items: (readonly unknown[])[]) =>
    JSON.stringify({ version: 1, items, promo: code })
  const logIn = () =>
    loggedIn({ user: { id: 'u1', role: 'user' }, email: 'e', grant: sessionTokens() })

  it("keeps the guest's code on login, the newer choice, over the one the user's basket kept", async () => {
    const services = createFakeServices({
      cookies: {
        basket_guest: withCode('GUEST-5', stored(GEAR_A, 1)),
        basket_u1: withCode('OLD-10', stored(GEAR_A, 1)),
      },
    })
    const { store, saved } = await persistedBasketStore({ services })
    store.dispatch(logIn())
    await saved()
    expect(selectBasket(store.getState()).promo_code).toBe('GUEST-5')
    expect(JSON.parse(services.cookies.get('basket_u1')!).promo).toBe('GUEST-5')
  })

  it("brings back the user's code when the guest had none, and drops it on logout", async () => {
    const services = createFakeServices({
      cookies: { basket_u1: withCode('OLD-10', stored(GEAR_A, 1)) },
    })
    const { store } = await persistedBasketStore({ services })
    store.dispatch(logIn())
    expect(selectBasket(store.getState()).promo_code).toBe('OLD-10')
    store.dispatch(sessionCleared({ reason: 'logout' }))
    expect(selectBasket(store.getState()).promo_code).toBeNull()
  })
})

describe('merging baskets', () => {
  it('adds identical items up to their stock, and prefers the guest rental when they differ', () => {
    const saved = [basketItem({ gear_id: 'a', quantity: 4, available_stock: 5 })]
    expect(
      view(mergeBaskets(saved, [basketItem({ gear_id: 'a', quantity: 3, available_stock: 5 })])),
    ).toEqual([['a', 5]])
    const other = [basketItem({ gear_id: 'b', start_date: '2027-05-01', end_date: '2027-05-03' })]
    expect(view(mergeBaskets(saved, other))).toEqual([['b', 1]])
    expect(view(mergeBaskets(saved, []))).toEqual([['a', 4]])
  })
})
