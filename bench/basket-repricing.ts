/**
 * Pricing requests the basket machine makes: one per distinct basket signature, and at most
 * two for ten rapid stepper clicks. Runs the real store and listeners with in-memory browser
 * services, counting requests at the network boundary.
 */
import { persistedSlicesJoined } from '../src/client/app/persistence'
import { makeStore } from '../src/client/app/store'
import { createMemoryServices } from '../src/client/app/memoryServices'
import {
  basketItemAddRequested,
  basketQuantityChanged,
} from '../src/client/features/basket/basketSlice'
import { REPRICE_DEBOUNCE_MS } from '../src/client/features/basket/repricingListener'
import { basketSignature } from '../src/shared/domain/basket'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function countingStore() {
  let requests = 0
  const NodeRequest = globalThis.Request
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init)
    }
  } as typeof Request
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request
    if (new URL(request.url).pathname === '/api/pricing/calculate') requests += 1
    return new Response(JSON.stringify({ grand_total: 0, currency: 'EUR', items: [], fees: [] }), {
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  const services = createMemoryServices({
    confirm: async () => true,
    download: () => undefined,
    page: { address: () => '/search', search: () => '', title: () => 'Search' },
  })
  const store = makeStore({ services })
  // The basket's repricing listener joins with the persisted slices.
  store.dispatch(persistedSlicesJoined(services))
  return { store, requests: () => requests }
}

const item = {
  gear_id: '11111111-1111-4111-8111-111111111111',
  quantity: 1,
  pickup_location_code: 'SVQ',
  start_date: '2030-04-09',
  end_date: '2030-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
  available_stock: 20,
}

export async function basketRepricingBench() {
  // The counting fetch stands in for the network only during this benchmark.
  const { fetch: networkFetch, Request: NetworkRequest } = globalThis
  try {
    return await countPricingRequests()
  } finally {
    globalThis.fetch = networkFetch
    globalThis.Request = NetworkRequest
  }
}

async function countPricingRequests() {
  const settled = REPRICE_DEBOUNCE_MS + 100

  // Each change waits for its pricing: every distinct signature is priced once; going back to a
  // signature already priced (2 -> 3 -> 2 within one debounce) is not priced again.
  const paced = countingStore()
  const signatures = new Set<string>()
  const note = () => signatures.add(basketSignature(paced.store.getState().basket.items))
  paced.store.dispatch(basketItemAddRequested(item))
  note()
  await wait(settled)
  const id = paced.store.getState().basket.items[0]!.id
  for (const quantity of [2, 3, 4]) {
    paced.store.dispatch(basketQuantityChanged({ id, quantity }))
    note()
    await wait(settled)
  }
  paced.store.dispatch(basketQuantityChanged({ id, quantity: 5 }))
  paced.store.dispatch(basketQuantityChanged({ id, quantity: 4 }))
  await wait(settled)

  // Ten stepper clicks, 50 ms apart.
  const rapid = countingStore()
  rapid.store.dispatch(basketItemAddRequested(item))
  await wait(settled)
  const before = rapid.requests()
  const rapidId = rapid.store.getState().basket.items[0]!.id
  for (let click = 1; click <= 10; click++) {
    rapid.store.dispatch(basketQuantityChanged({ id: rapidId, quantity: 1 + click }))
    await wait(50)
  }
  await wait(settled)

  const perSignature = paced.requests() / signatures.size
  const rapidRequests = rapid.requests() - before
  return {
    title: 'Basket repricing',
    rows: [
      ['Distinct basket signatures', String(signatures.size)],
      ['Pricing requests for them', String(paced.requests())],
      ['Requests per distinct signature (must be 1)', perSignature.toFixed(2)],
      ['Requests for ten rapid stepper clicks (at most 2)', String(rapidRequests)],
    ],
    passed: perSignature === 1 && rapidRequests <= 2,
  }
}
