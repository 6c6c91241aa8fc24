import { gearApi } from '../../../../src/client/features/gear/gearApi'
import { pickupLocationsApi } from '../../../../src/client/features/search/pickupLocationsApi'
import { infantSeat, infantSeatDetails, svq } from '../../support/catalogue'
import { createFakeServices } from '../../support/fakeServices'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { makeTestStore } from '../../support/testStore'

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'GET /api/gear/:id': () => ({ body: infantSeatDetails('en', null) }),
    'GET /api/pickup-locations/:code': () => ({ body: svq }),
  })
})
afterEach(() => {
  api.restore()
  jest.useRealTimers()
})

const args = { id: infantSeat._id, lang: 'en' as const }

describe('gear requests (docs/product.md, Calls; Constants)', () => {
  it('merges identical requests in flight into one call', async () => {
    const store = makeTestStore({ services: createFakeServices() })
    const first = store.dispatch(gearApi.endpoints.getGear.initiate(args))
    const second = store.dispatch(gearApi.endpoints.getGear.initiate(args))
    const [a, b] = await Promise.all([first, second])
    expect(a.data?.name).toBe(infantSeat.name)
    expect(b.data).toBe(a.data)
    expect(api.callsTo(`/api/gear/${infantSeat._id}`)).toHaveLength(1)
  })

  it('keeps an answer nobody uses for five minutes, then forgets it', async () => {
    const store = makeTestStore({ services: createFakeServices() })
    const first = store.dispatch(gearApi.endpoints.getGear.initiate(args))
    await first
    jest.useFakeTimers()
    first.unsubscribe()

    jest.advanceTimersByTime(299_000)
    expect(gearApi.endpoints.getGear.select(args)(store.getState()).data).toBeDefined()
    jest.advanceTimersByTime(2_000)
    expect(gearApi.endpoints.getGear.select(args)(store.getState()).data).toBeUndefined()
  })

  it('keeps a pickup location fetched by code for the whole visit', async () => {
    const store = makeTestStore({ services: createFakeServices() })
    const request = store.dispatch(pickupLocationsApi.endpoints.getPickupLocation.initiate('SVQ'))
    await request
    jest.useFakeTimers()
    request.unsubscribe()
    jest.advanceTimersByTime(24 * 60 * 60 * 1000)
    const again = store.dispatch(pickupLocationsApi.endpoints.getPickupLocation.initiate('SVQ'))
    expect((await again).data?.name).toBe('Seville Airport (SVQ)')
    expect(api.callsTo('/api/pickup-locations/SVQ')).toHaveLength(1)
    again.unsubscribe()
  })
})
