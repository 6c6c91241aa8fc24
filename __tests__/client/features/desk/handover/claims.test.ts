import { File as NodeFile } from 'node:buffer'
import { waitFor } from '@testing-library/react'
import { featureInjected } from '../../../../../src/client/app/lazyFeature'
import { handoverInjected, unitShares } from '../../../../../src/client/features/desk/handover'
import { claimPhotosFeature } from '../../../../../src/client/features/desk/handover/claimPhotoListeners'
import {
  checkInOutcomeChanged,
  checkInSubmitted,
  claimDropped,
  claimEdited,
  claimOpened,
  claimPhotoRemoved,
  claimPhotosChosen,
  selectCheckInChoices,
  selectHandoverStatus,
} from '../../../../../src/client/features/desk/handover/handoverSlice'
import { installFakeApi, reply, type FakeApi } from '../../../support/fakeApi'
import { createFakeServices } from '../../../support/fakeServices'
import { makeTestStore } from '../../../support/testStore'
import { BOOKING_ID, bookingUnit, seatItem, unitId } from './handoverFixtures'

const UPLOAD = 'POST /api/desk/claim-photos'
const CHECK_IN = `POST /api/desk/bookings/${BOOKING_ID}/check-in`
const unit = { bookingId: BOOKING_ID, unitId: unitId(1) }
const photoId = (n: number) => `c1a1e0f0-0000-4000-8000-00000000000${n}`

/**
 * A file as the browser hands it over from a file input (Node's own, which the fetch the tests
 * lend jsdom can send as a body).
 */
const file = (name: string, type = 'image/jpeg', bytes: string | Uint8Array = `bytes of ${name}`) =>
  new NodeFile([bytes], name, { type }) as unknown as File

let api: FakeApi | undefined
let previews: string[]
let released: string[]
beforeEach(() => {
  previews = []
  released = []
  let n = 0
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:preview-${++n}`
    previews.push(url)
    return url
  })
  URL.revokeObjectURL = jest.fn((url: string) => void released.push(url))
})
afterEach(() => api?.restore())

/** The desk's handover with the claim's uploads joined, unit 1 back for repair with a claim. */
function claimStore(share = 6000) {
  let uploads = 0
  api = installFakeApi({
    [UPLOAD]: () => ({ status: 201, body: { id: photoId(++uploads) } }),
    'POST /api/desk/bookings/:id/check-in': { body: { id: BOOKING_ID } },
  })
  const onListenerError = jest.fn()
  const store = makeTestStore({ services: createFakeServices(), onListenerError })
  store.dispatch(handoverInjected())
  store.dispatch(featureInjected(claimPhotosFeature))
  store.dispatch(checkInOutcomeChanged({ ...unit, outcome: 'repair' }))
  store.dispatch(claimOpened({ ...unit, share, currency: 'EUR' }))
  return { store, onListenerError }
}
const claimOf = (store: ReturnType<typeof claimStore>['store']) =>
  selectCheckInChoices(store.getState(), BOOKING_ID)[unitId(1)]?.claim
const status = (store: ReturnType<typeof claimStore>['store']) =>
  selectHandoverStatus(store.getState(), BOOKING_ID)

describe('each unit’s share of the deposit', () => {
  it('is its item’s deposit shared among the item’s units, odd cents first', () => {
    const other = { ...seatItem, gear_id: 'other-gear', quantity: 1, deposit: 5_000 }
    const booking = {
      items: [{ ...seatItem, deposit: 12_001 }, other],
      units: [bookingUnit(1), bookingUnit(2)],
    }
    expect(unitShares(booking)).toEqual({ [unitId(1)]: 6001, [unitId(2)]: 6000 })
  })
})

describe('a claim’s draft', () => {
  it('starts from how the unit came back, and goes when the unit is back fine', () => {
    const { store } = claimStore()
    expect(claimOf(store)).toMatchObject({ reason: 'damaged', amount: '', share: 6000 })
    store.dispatch(claimEdited({ ...unit, amount: '45', reason: 'missing_parts', note: 'Strap' }))
    expect(claimOf(store)).toMatchObject({ amount: '45', reason: 'missing_parts', note: 'Strap' })
    store.dispatch(checkInOutcomeChanged({ ...unit, outcome: 'fine' }))
    expect(claimOf(store)).toBeUndefined()
    store.dispatch(checkInOutcomeChanged({ ...unit, outcome: 'missing' }))
    store.dispatch(claimOpened({ ...unit, share: 6000, currency: 'EUR' }))
    expect(claimOf(store)?.reason).toBe('missing')
  })
})

describe('photos chosen for a claim', () => {
  it('are each uploaded at once as their bytes, and named by the ids the server gave', async () => {
    const { store, onListenerError } = claimStore()
    store.dispatch(claimPhotosChosen(unit, [file('crack.jpg'), file('strap.png', 'image/png')]))
    expect(
      claimOf(store)?.photos.map((photo) => [photo.name, photo.status, photo.preview]),
    ).toEqual([
      ['crack.jpg', 'uploading', 'blob:preview-1'],
      ['strap.png', 'uploading', 'blob:preview-2'],
    ])
    await waitFor(() =>
      expect(claimOf(store)?.photos.map((photo) => photo.status)).toEqual(['uploaded', 'uploaded']),
    )
    const sent = api!.callsTo(UPLOAD)
    expect(sent.map((call) => [call.headers['content-type'], call.body])).toEqual([
      ['image/jpeg', 'bytes of crack.jpg'],
      ['image/png', 'bytes of strap.png'],
    ])
    expect(new Set(claimOf(store)?.photos.map((photo) => photo.id))).toEqual(
      new Set([photoId(1), photoId(2)]),
    )
    expect(JSON.stringify(store.getState())).not.toContain('bytes of')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('are refused at the desk when of another type, too large, or one too many', async () => {
    const { store } = claimStore()
    const big = file('huge.jpg', 'image/jpeg', new Uint8Array(8 * 1024 * 1024 + 1))
    const four = [1, 2, 3, 4].map((n) => file(`p${n}.webp`, 'image/webp'))
    store.dispatch(claimPhotosChosen(unit, [file('scan.pdf', 'application/pdf'), big, ...four]))
    store.dispatch(claimPhotosChosen(unit, [file('p5.jpg')]))
    await waitFor(() => expect(api!.callsTo(UPLOAD)).toHaveLength(4))
    const photos = claimOf(store)!.photos
    expect(photos.map((photo) => [photo.name, photo.error])).toEqual([
      ['scan.pdf', 'UNSUPPORTED_MEDIA_TYPE'],
      ['huge.jpg', 'FILE_TOO_LARGE'],
      ['p1.webp', null],
      ['p2.webp', null],
      ['p3.webp', null],
      ['p4.webp', null],
      ['p5.jpg', 'TOO_MANY_PHOTOS'],
    ])
  })

  it.each([
    [413, 'FILE_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [422, 'INVALID_IMAGE'],
  ])('say why the server refused one (%i %s), the others still taken', async (code, name) => {
    const { store } = claimStore()
    api!.on(UPLOAD, (call) =>
      call.body === 'bytes of bad.jpg'
        ? reply(code, { success: false, statusCode: code, code: name, message: 'x' })
        : { status: 201, body: { id: photoId(7) } },
    )
    store.dispatch(claimPhotosChosen(unit, [file('bad.jpg'), file('good.jpg')]))
    await waitFor(() =>
      expect(claimOf(store)!.photos.every((p) => p.status !== 'uploading')).toBe(true),
    )
    expect(claimOf(store)!.photos.map((p) => [p.name, p.status, p.error])).toEqual([
      ['bad.jpg', 'failed', name],
      ['good.jpg', 'uploaded', null],
    ])
  })

  it('let go of their previews when removed, dropped, or checked in', async () => {
    const { store } = claimStore()
    store.dispatch(claimPhotosChosen(unit, [file('a.jpg'), file('b.jpg')]))
    await waitFor(() => expect(claimOf(store)!.photos[1]!.status).toBe('uploaded'))
    store.dispatch(claimPhotoRemoved({ ...unit, key: claimOf(store)!.photos[0]!.key }))
    expect(released).toEqual(['blob:preview-1'])
    store.dispatch(claimDropped(unit))
    expect(released).toEqual(['blob:preview-1', 'blob:preview-2'])
  })
})

describe('a check-in with a claim', () => {
  it('sends the claim with the uploaded photos’ ids, and clears the draft', async () => {
    const { store, onListenerError } = claimStore()
    store.dispatch(claimEdited({ ...unit, amount: '45,5', note: ' Cracked shell ' }))
    store.dispatch(claimPhotosChosen(unit, [file('crack.jpg')]))
    await waitFor(() => expect(claimOf(store)!.photos[0]!.status).toBe('uploaded'))
    store.dispatch(checkInSubmitted({ bookingId: BOOKING_ID, unitIds: [unitId(1), unitId(2)] }))
    store.dispatch(checkInSubmitted({ bookingId: BOOKING_ID, unitIds: [unitId(1), unitId(2)] }))
    await waitFor(() => expect(status(store).busy).toBe(false))
    const sent = api!.callsTo(CHECK_IN)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toEqual({
      units: [
        {
          unit_id: unitId(1),
          outcome: 'repair',
          claim: {
            amount: 4550,
            reason: 'damaged',
            note: 'Cracked shell',
            photo_ids: [photoId(1)],
          },
        },
        { unit_id: unitId(2), outcome: 'fine' },
      ],
    })
    expect(claimOf(store)).toBeUndefined()
    expect(released).toEqual(['blob:preview-1'])
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it.each([
    ['no amount', '', 'amountRequired'],
    ['more than the unit’s share', '60.01', 'amountTooLarge'],
    ['nothing', '0', 'amountInvalid'],
  ])('is not sent with a claim of %s', async (_what, amount, problem) => {
    const { store } = claimStore()
    store.dispatch(claimEdited({ ...unit, amount }))
    store.dispatch(checkInSubmitted({ bookingId: BOOKING_ID, unitIds: [unitId(1)] }))
    expect(status(store)).toEqual({ busy: false, error: 'CLAIM_INCOMPLETE' })
    expect(claimOf(store)?.submitted).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(api!.callsTo(CHECK_IN)).toEqual([])
    const { claimProblems } =
      await import('../../../../../src/client/features/desk/handover/claimDrafts')
    expect(claimProblems(claimOf(store)!).amount).toBe(problem)
  })

  it('waits for photos still uploading', async () => {
    const { store } = claimStore()
    api!.on(UPLOAD, () => new Promise(() => undefined))
    store.dispatch(claimEdited({ ...unit, amount: '20' }))
    store.dispatch(claimPhotosChosen(unit, [file('slow.jpg')]))
    store.dispatch(checkInSubmitted({ bookingId: BOOKING_ID, unitIds: [unitId(1)] }))
    expect(status(store).error).toBe('CLAIM_INCOMPLETE')
    expect(api!.callsTo(CHECK_IN)).toEqual([])
  })

  it('keeps the claim when the server refuses it, with its code', async () => {
    const { store } = claimStore()
    api!.on(
      'POST /api/desk/bookings/:id/check-in',
      reply(422, { success: false, statusCode: 422, code: 'CLAIM_NOT_ALLOWED', message: 'x' }),
    )
    store.dispatch(claimEdited({ ...unit, amount: '45' }))
    store.dispatch(checkInSubmitted({ bookingId: BOOKING_ID, unitIds: [unitId(1)] }))
    await waitFor(() => expect(status(store).error).toBe('CLAIM_NOT_ALLOWED'))
    expect(api!.callsTo(CHECK_IN)).toHaveLength(1)
    expect(claimOf(store)?.amount).toBe('45')
  })
})
