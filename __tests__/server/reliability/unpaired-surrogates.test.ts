/**
 * A lone UTF-16 surrogate (`\ud800` in the JSON text) is no character: PostgreSQL's jsonb
 * refuses it and its text columns would keep U+FFFD instead. Every JSON body holding one gets a
 * 400 naming the field, like a NUL, and nothing is written.
 */
import { signedIn } from '../support/accounts'
import { bookedTraveller, bookingTestApp, checkout } from '../support/bookings'
import { changedTables, tableDigests } from '../support/tableDigests'
import { cityAddress, deliveryCheckout } from '../support/delivery'
import { everyRole, newKey } from '../desk/helpers'

const suite = bookingTestApp('2027-03-01T10:00:00Z')
/** Failed sign-ins and limited routes count there, whatever the answer. */
const MAY_CHANGE = new Set(['login_throttles', 'rate_limit_counters'])
const LONE = 'Calle \ud800'

/** Sends `body` as JSON text, where JSON.stringify writes a lone surrogate as `\ud800`. */
async function sendRaw(options: { url: string; headers: Record<string, string>; body: object }) {
  const payload = JSON.stringify(options.body)
  expect(payload).toMatch(/\\ud[89a-f][0-9a-f]{2}/)
  const before = await tableDigests(suite.db, MAY_CHANGE)
  const res = await suite.app.inject({
    method: 'POST',
    url: options.url,
    headers: { ...options.headers, 'content-type': 'application/json' },
    payload,
  })
  expect(changedTables(before, await tableDigests(suite.db, MAY_CHANGE))).toEqual([])
  return res
}

const refusal = (path: string) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Text cannot contain an unpaired UTF-16 surrogate (\\uD800 to \\uDFFF).',
  details: [{ path, message: expect.stringContaining('unpaired') }],
})

describe('a lone surrogate in a JSON body', () => {
  it.each([
    ['the street of a delivery address', { street: LONE }, 'body/delivery_address/street'],
    ['the place name', { place_name: LONE }, 'body/delivery_address/place_name'],
    [
      'the instructions',
      { instructions: `Door ${'\udc00'}` },
      'body/delivery_address/instructions',
    ],
  ])('in %s of a quote is refused with 400, writing nothing', async (_field, part, path) => {
    const { auth } = await signedIn(suite.app)
    const res = await sendRaw({
      url: '/api/quotes',
      headers: auth,
      body: deliveryCheckout([suite.ids['ZCS123-K']!], { delivery_address: cityAddress(part) }),
    })
    expect(res.json()).toMatchObject(refusal(path))
  })

  it('in the notes of a quote is refused, not stored as U+FFFD', async () => {
    const { auth } = await signedIn(suite.app)
    const res = await sendRaw({
      url: '/api/quotes',
      headers: auth,
      body: checkout([suite.ids['ZCS123-K']!], { notes: `Twins ${'\ud83d'}` }),
    })
    expect(res.json()).toMatchObject(refusal('body/notes'))
  })

  it('in the reason of a staff cancellation is refused, and the booking stands', async () => {
    const { admin } = await everyRole(suite.app)
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    const res = await sendRaw({
      url: `/api/desk/bookings/${booking._id}/cancel`,
      headers: { ...admin, 'idempotency-key': newKey() },
      body: { reason: `Flight cancelled ${'\ud800'}`, refund_amount: 0, payment_status: 'unpaid' },
    })
    expect(res.json()).toMatchObject(refusal('body/reason'))
  })

  it('in a key is refused too, and a pair of surrogates (an emoji) is welcome', async () => {
    const { auth } = await signedIn(suite.app)
    const res = await sendRaw({
      url: '/api/quotes',
      headers: auth,
      body: { ...checkout([suite.ids['ZCS123-K']!]), [`x${'\udfff'}`]: 1 },
    })
    expect(res.json()).toMatchObject(refusal(`body/x${'\udfff'}`))
    const emoji = await suite.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: auth,
      payload: checkout([suite.ids['ZCS123-K']!], { notes: 'Twins 👶👶' }),
    })
    expect(emoji.statusCode).toBe(201)
    expect(emoji.json().notes).toBe('Twins 👶👶')
  })
})
