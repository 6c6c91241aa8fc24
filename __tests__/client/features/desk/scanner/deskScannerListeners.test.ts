import { featureInjected } from '../../../../../src/client/app/lazyFeature'
import {
  handoverApi,
  handoverSucceeded,
  selectCheckOutSlots,
} from '../../../../../src/client/features/desk/handover'
import { selectCheckInChoices } from '../../../../../src/client/features/desk/handover/handoverSlice'
import {
  cameraCodeRead,
  scannerOpened,
  selectScanAt,
  selectScannedSlots,
} from '../../../../../src/client/features/desk/scanner/deskScannerSlice'
import { deskScannerFeature } from '../../../../../src/client/features/desk/scanner/deskScannerFeature'
import {
  BOOKING_SCAN,
  codeEntered,
  type ScanTarget,
} from '../../../../../src/client/features/desk/scanner'
import { reply } from '../../../support/fakeApi'
import { deskStore, until } from '../deskStore'
import { BOOKING_ID, options, unitId } from '../handover/handoverFixtures'
import { BOOKING_CODE, scannedSeat } from './scanFixtures'

const HANDOVER = `GET /api/desk/bookings/:id/handover`

function scannerStore(handlers: Parameters<typeof deskStore>[0]) {
  const desk = deskStore(handlers)
  desk.store.dispatch(featureInjected(deskScannerFeature))
  const outcomeAt = (target: ScanTarget) => selectScanAt(desk.store.getState(), target).outcome
  return { ...desk, outcomeAt }
}

test('a booking’s code read by the camera opens the booking and closes the camera', async () => {
  const { store, api, services, outcomeAt, onListenerError } = scannerStore({
    'POST /api/desk/scans': reply(200, {
      kind: 'booking',
      booking_id: BOOKING_ID,
      reference: 'TT-7K2M9Q',
    }),
  })
  store.dispatch(scannerOpened({ target: BOOKING_SCAN }))
  store.dispatch(cameraCodeRead({ code: BOOKING_CODE }))
  await until(() => outcomeAt(BOOKING_SCAN) !== null)
  expect(api.callsTo('POST /api/desk/scans').map((call) => call.body)).toEqual([
    { code: BOOKING_CODE, location: 'SVQ' },
  ])
  expect(outcomeAt(BOOKING_SCAN)).toEqual({ kind: 'opened', reference: 'TT-7K2M9Q' })
  expect(services.navigate).toHaveBeenCalledWith(`/desk/bookings/${BOOKING_ID}`)
  expect(selectScanAt(store.getState(), BOOKING_SCAN).open).toBe(false)
  expect(onListenerError).not.toHaveBeenCalled()
})

test('the server’s refusal is kept with its code, and nothing opens', async () => {
  const { store, services, outcomeAt } = scannerStore({
    'POST /api/desk/scans': reply(410, {
      success: false,
      statusCode: 410,
      code: 'CODE_EXPIRED',
      message: 'This code has expired.',
    }),
  })
  store.dispatch(codeEntered({ code: BOOKING_CODE, target: BOOKING_SCAN }))
  await until(() => outcomeAt(BOOKING_SCAN) !== null)
  expect(outcomeAt(BOOKING_SCAN)).toEqual({ kind: 'refused', reason: 'CODE_EXPIRED' })
  expect(services.navigate).not.toHaveBeenCalled()
})

test('a unit scanned at check-out fills its item’s slot; a unit out with another booking is refused with its reference', async () => {
  const target: ScanTarget = { kind: 'checkOut', bookingId: BOOKING_ID }
  const { store, api, outcomeAt } = scannerStore({
    'POST /api/desk/scans': reply(200, scannedSeat(3)),
    [HANDOVER]: reply(200, options()),
  })
  await store.dispatch(handoverApi.endpoints.getHandoverOptions.initiate({ id: BOOKING_ID }))
  store.dispatch(codeEntered({ code: 'svq-zcs123-k-003', target }))
  await until(() => outcomeAt(target) !== null)
  expect(outcomeAt(target)).toEqual({ kind: 'chosen', tag: 'SVQ-ZCS123-K-003' })
  expect(selectCheckOutSlots(store.getState(), BOOKING_ID).map((slot) => slot.assetTag)).toEqual([
    'SVQ-ZCS123-K-003',
    'SVQ-ZCS123-K-002',
  ])

  api.on(
    'POST /api/desk/scans',
    reply(200, scannedSeat(4, { out_with: { booking_id: unitId(9), reference: 'TT-OTHER' } })),
  )
  store.dispatch(codeEntered({ code: 'SVQ-ZCS123-K-004', target }))
  await until(() => outcomeAt(target)?.kind === 'refused')
  expect(outcomeAt(target)).toMatchObject({ reason: 'OUT_WITH_OTHER', reference: 'TT-OTHER' })
  expect(selectCheckOutSlots(store.getState(), BOOKING_ID)[1]!.assetTag).toBe('SVQ-ZCS123-K-002')
  expect(selectScannedSlots(store.getState(), BOOKING_ID)).toEqual([0])

  // Once the check-out went through, its scans are done with.
  store.dispatch(handoverSucceeded({ bookingId: BOOKING_ID }))
  expect(selectScannedSlots(store.getState(), BOOKING_ID)).toEqual([])
  expect(outcomeAt(target)).toBeNull()
})

test('a unit scanned at check-in is marked in hand; a booking’s code there is refused', async () => {
  const target: ScanTarget = { kind: 'checkIn', bookingId: BOOKING_ID, out: [unitId(1)] }
  const { store, api, outcomeAt } = scannerStore({
    'POST /api/desk/scans': reply(200, scannedSeat(1)),
  })
  store.dispatch(codeEntered({ code: 'SVQ-ZCS123-K-001', target }))
  await until(() => outcomeAt(target) !== null)
  expect(outcomeAt(target)).toEqual({ kind: 'back', tag: 'SVQ-ZCS123-K-001' })
  expect(selectCheckInChoices(store.getState(), BOOKING_ID)[unitId(1)]).toMatchObject({
    outcome: 'fine',
    scanned: true,
  })
  api.on(
    'POST /api/desk/scans',
    reply(200, { kind: 'booking', booking_id: BOOKING_ID, reference: 'TT-7K2M9Q' }),
  )
  store.dispatch(codeEntered({ code: BOOKING_CODE, target }))
  await until(() => outcomeAt(target)?.kind === 'refused')
  expect(outcomeAt(target)).toMatchObject({ reason: 'BOOKING_NOT_UNIT' })
})
