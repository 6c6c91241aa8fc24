import { waitFor } from '@testing-library/react'
import {
  agreementLanguageChosen,
  agreementSignatureCleared,
  agreementSignatureDrawn,
  agreementSignerChanged,
  agreementUnsignedReasonChanged,
  selectAgreementDraft,
  checkInNoteChanged,
  checkInOutcomeChanged,
  checkInSubmitted,
  checkOutNoteChanged,
  checkOutSubmitted,
  checkOutTagChanged,
  handoverFailed,
  noShowAsked,
  noShowConfirmed,
  noShowDismissed,
  selectCheckInChoices,
  selectCheckOutSlots,
  selectHandoverStatus,
  selectNoShowAsked,
} from '../../../../../src/client/features/desk/handover/handoverSlice'
import {
  checkInRequestOf,
  checkOutRequestOf,
  slotsFrom,
} from '../../../../../src/client/features/desk/handover/handoverDrafts'
import { EMPTY_AGREEMENT } from '../../../../../src/client/features/desk/handover/agreementDrafts'
import { handoverApi, handoverInjected } from '../../../../../src/client/features/desk/handover'
import { installFakeApi, reply, type FakeApi } from '../../../support/fakeApi'
import { createFakeServices } from '../../../support/fakeServices'
import { makeTestStore, stopTestStores } from '../../../support/testStore'
import { BOOKING_ID, options, unitId } from './handoverFixtures'

let api: FakeApi | undefined
afterEach(() => {
  api?.restore()
  stopTestStores()
})

function handoverStore() {
  const store = makeTestStore({ services: createFakeServices() })
  store.dispatch(handoverInjected())
  return store
}

test('the check-out slots start from the desk’s suggestions, one per unit', () => {
  expect(slotsFrom(options())).toEqual([
    { gearId: options().items[0]!.gear_id, assetTag: 'SVQ-ZCS123-K-001', note: '' },
    { gearId: options().items[0]!.gear_id, assetTag: 'SVQ-ZCS123-K-002', note: '' },
  ])
})

test('a typed or scanned tag is matched to a free unit of its item, any case', () => {
  const slots = slotsFrom(options())
  slots[1] = { ...slots[1]!, assetTag: ' svq-zcs123-k-003 ', note: 'Scratch ' }
  expect(checkOutRequestOf(slots, options())).toEqual({
    request: {
      units: [{ unit_id: unitId(1) }, { unit_id: unitId(3), condition_note: 'Scratch' }],
    },
  })
  slots[0] = { ...slots[0]!, assetTag: 'SVQ-NOPE-001' }
  expect(checkOutRequestOf(slots, options())).toEqual({ unknownTag: 'SVQ-NOPE-001' })
})

test('each unit checks in fine unless staff chose otherwise', () => {
  expect(
    checkInRequestOf([unitId(1), unitId(2)], {
      [unitId(2)]: { outcome: 'cleaning', note: ' Juice ' },
    }),
  ).toEqual({
    units: [
      { unit_id: unitId(1), outcome: 'fine' },
      { unit_id: unitId(2), outcome: 'cleaning', note: 'Juice' },
    ],
  })
})

test('a seat back fine sends the checks ticked, in the checklist’s order; not back fine, none', () => {
  expect(
    checkInRequestOf([unitId(1), unitId(2)], {
      [unitId(1)]: { outcome: 'fine', note: '', checklist: ['cleaned', 'shell', 'buckle'] },
      [unitId(2)]: { outcome: 'repair', note: '', checklist: ['shell'] },
    }),
  ).toEqual({
    units: [
      { unit_id: unitId(1), outcome: 'fine', checklist: ['shell', 'buckle', 'cleaned'] },
      { unit_id: unitId(2), outcome: 'repair' },
    ],
  })
})

test('the drafts live in the store: options fill the slots, staff change tags, notes and outcomes', async () => {
  api = installFakeApi({ 'GET /api/desk/bookings/:id/handover': { body: options() } })
  const store = handoverStore()
  await store.dispatch(handoverApi.endpoints.getHandoverOptions.initiate({ id: BOOKING_ID }))
  expect(selectCheckOutSlots(store.getState(), BOOKING_ID)).toHaveLength(2)
  store.dispatch(
    checkOutTagChanged({ bookingId: BOOKING_ID, index: 1, assetTag: 'SVQ-ZCS123-K-003' }),
  )
  store.dispatch(checkOutNoteChanged({ bookingId: BOOKING_ID, index: 1, note: 'Worn' }))
  expect(selectCheckOutSlots(store.getState(), BOOKING_ID)[1]).toMatchObject({
    assetTag: 'SVQ-ZCS123-K-003',
    note: 'Worn',
  })
  store.dispatch(
    checkInOutcomeChanged({ bookingId: BOOKING_ID, unitId: unitId(1), outcome: 'repair' }),
  )
  store.dispatch(
    checkInNoteChanged({ bookingId: BOOKING_ID, unitId: unitId(1), note: 'Broken clip' }),
  )
  expect(selectCheckInChoices(store.getState(), BOOKING_ID)).toEqual({
    [unitId(1)]: { outcome: 'repair', note: 'Broken clip' },
  })
  store.dispatch(noShowAsked({ bookingId: BOOKING_ID }))
  expect(selectNoShowAsked(store.getState(), BOOKING_ID)).toBe(true)
  store.dispatch(noShowDismissed())
  expect(selectNoShowAsked(store.getState(), BOOKING_ID)).toBe(false)
  store.dispatch(handoverFailed({ bookingId: BOOKING_ID, code: 'UNIT_NOT_FREE' }))
  expect(selectHandoverStatus(store.getState(), BOOKING_ID)).toEqual({
    busy: false,
    error: 'UNIT_NOT_FREE',
  })
})

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo='

test('confirming a check-out sends the chosen units and the signature once and clears the draft', async () => {
  api = installFakeApi({
    'GET /api/desk/bookings/:id/handover': { body: options() },
    'POST /api/desk/bookings/:id/check-out': { body: { id: BOOKING_ID } },
  })
  const store = handoverStore()
  await store.dispatch(handoverApi.endpoints.getHandoverOptions.initiate({ id: BOOKING_ID }))
  store.dispatch(checkOutNoteChanged({ bookingId: BOOKING_ID, index: 0, note: 'Scratch' }))
  store.dispatch(agreementLanguageChosen({ bookingId: BOOKING_ID, language: 'es' }))
  store.dispatch(agreementSignerChanged({ bookingId: BOOKING_ID, signerName: ' Lucía Martín ' }))
  store.dispatch(agreementSignatureDrawn({ bookingId: BOOKING_ID, signaturePng: SIGNATURE }))
  store.dispatch(checkOutSubmitted({ bookingId: BOOKING_ID }))
  expect(selectHandoverStatus(store.getState(), BOOKING_ID).busy).toBe(true)
  await waitFor(() => expect(selectHandoverStatus(store.getState(), BOOKING_ID).busy).toBe(false))
  const sent = api.callsTo(`POST /api/desk/bookings/${BOOKING_ID}/check-out`)
  expect(sent).toHaveLength(1)
  expect(sent[0]!.body).toEqual({
    units: [{ unit_id: unitId(1), condition_note: 'Scratch' }, { unit_id: unitId(2) }],
    agreement: { signer_name: 'Lucía Martín', signature_png: SIGNATURE, language: 'es' },
  })
  expect(selectHandoverStatus(store.getState(), BOOKING_ID).error).toBeNull()
  expect(selectAgreementDraft(store.getState(), BOOKING_ID)).toEqual(EMPTY_AGREEMENT)
})

test('a check-out with neither signature nor reason is refused at the desk; a reason is sent', async () => {
  api = installFakeApi({
    'GET /api/desk/bookings/:id/handover': { body: options() },
    'POST /api/desk/bookings/:id/check-out': { body: { id: BOOKING_ID } },
  })
  const store = handoverStore()
  await store.dispatch(handoverApi.endpoints.getHandoverOptions.initiate({ id: BOOKING_ID }))
  // A signature without the signer's name is not enough either.
  store.dispatch(agreementSignatureDrawn({ bookingId: BOOKING_ID, signaturePng: SIGNATURE }))
  store.dispatch(checkOutSubmitted({ bookingId: BOOKING_ID }))
  await waitFor(() =>
    expect(selectHandoverStatus(store.getState(), BOOKING_ID).error).toBe('AGREEMENT_UNSIGNED'),
  )
  expect(api.callsTo(`POST /api/desk/bookings/${BOOKING_ID}/check-out`)).toHaveLength(0)

  store.dispatch(agreementSignatureCleared({ bookingId: BOOKING_ID }))
  store.dispatch(
    agreementUnsignedReasonChanged({
      bookingId: BOOKING_ID,
      unsignedReason: 'Signed the paper copy ',
    }),
  )
  store.dispatch(checkOutSubmitted({ bookingId: BOOKING_ID }))
  await waitFor(() => expect(selectHandoverStatus(store.getState(), BOOKING_ID).busy).toBe(false))
  const [sent] = api.callsTo(`POST /api/desk/bookings/${BOOKING_ID}/check-out`)
  expect(sent!.body).toEqual({
    units: [{ unit_id: unitId(1) }, { unit_id: unitId(2) }],
    unsigned_reason: 'Signed the paper copy',
  })
})

test('the agreement draft keeps the language, signer, signature and reason per booking', () => {
  const store = handoverStore()
  store.dispatch(agreementSignerChanged({ bookingId: BOOKING_ID, signerName: 'Ana' }))
  store.dispatch(agreementSignatureDrawn({ bookingId: BOOKING_ID, signaturePng: SIGNATURE }))
  store.dispatch(agreementUnsignedReasonChanged({ bookingId: BOOKING_ID, unsignedReason: 'x' }))
  store.dispatch(agreementLanguageChosen({ bookingId: BOOKING_ID, language: 'en' }))
  expect(selectAgreementDraft(store.getState(), BOOKING_ID)).toEqual({
    language: 'en',
    signerName: 'Ana',
    signaturePng: SIGNATURE,
    unsignedReason: 'x',
  })
  store.dispatch(agreementSignatureCleared({ bookingId: BOOKING_ID }))
  expect(selectAgreementDraft(store.getState(), BOOKING_ID).signaturePng).toBeNull()
  expect(selectAgreementDraft(store.getState(), 'another')).toEqual(EMPTY_AGREEMENT)
})

test('an unknown tag is refused at the desk, a server refusal keeps the draft with its code', async () => {
  api = installFakeApi({
    'GET /api/desk/bookings/:id/handover': { body: options() },
    'POST /api/desk/bookings/:id/check-in': reply(409, {
      success: false,
      statusCode: 409,
      code: 'UNIT_NOT_OUT',
      message: 'Unit SVQ-ZCS123-K-001 is not out with this booking.',
    }),
  })
  const store = handoverStore()
  await store.dispatch(handoverApi.endpoints.getHandoverOptions.initiate({ id: BOOKING_ID }))
  store.dispatch(checkOutTagChanged({ bookingId: BOOKING_ID, index: 0, assetTag: 'NOPE' }))
  store.dispatch(checkOutSubmitted({ bookingId: BOOKING_ID }))
  await waitFor(() =>
    expect(selectHandoverStatus(store.getState(), BOOKING_ID).error).toBe('UNKNOWN_ASSET_TAG'),
  )
  expect(api.callsTo(`POST /api/desk/bookings/${BOOKING_ID}/check-out`)).toHaveLength(0)

  store.dispatch(
    checkInOutcomeChanged({ bookingId: BOOKING_ID, unitId: unitId(1), outcome: 'missing' }),
  )
  store.dispatch(checkInSubmitted({ bookingId: BOOKING_ID, unitIds: [unitId(1)] }))
  await waitFor(() =>
    expect(selectHandoverStatus(store.getState(), BOOKING_ID).error).toBe('UNIT_NOT_OUT'),
  )
  expect(api.callsTo(`POST /api/desk/bookings/${BOOKING_ID}/check-in`)[0]!.body).toEqual({
    units: [{ unit_id: unitId(1), outcome: 'missing' }],
  })
  expect(selectCheckInChoices(store.getState(), BOOKING_ID)[unitId(1)]!.outcome).toBe('missing')
})

test('a confirmed no-show is sent with no body', async () => {
  api = installFakeApi({ 'POST /api/desk/bookings/:id/no-show': { body: { id: BOOKING_ID } } })
  const store = handoverStore()
  store.dispatch(noShowAsked({ bookingId: BOOKING_ID }))
  store.dispatch(noShowConfirmed({ bookingId: BOOKING_ID }))
  expect(selectNoShowAsked(store.getState(), BOOKING_ID)).toBe(false)
  await waitFor(() =>
    expect(api!.callsTo(`POST /api/desk/bookings/${BOOKING_ID}/no-show`)).toHaveLength(1),
  )
  await waitFor(() => expect(selectHandoverStatus(store.getState(), BOOKING_ID).busy).toBe(false))
})
