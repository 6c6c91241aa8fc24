import {
  bookingScansCleared,
  cameraFailed,
  deskScannerSlice,
  initialDeskScannerState,
  scannerClosed,
  scannerOpened,
  scanSettled,
  selectScanAt,
  typedCodeChanged,
  type DeskScannerRootState,
} from '../../../../../src/client/features/desk/scanner/deskScannerSlice'
import {
  BOOKING_SCAN,
  codeEntered,
  type ScanTarget,
} from '../../../../../src/client/features/desk/scanner'
import { BOOKING_ID, unitId } from '../handover/handoverFixtures'

const reduce = (...actions: Parameters<typeof deskScannerSlice.reducer>[1][]) =>
  actions.reduce(deskScannerSlice.reducer, initialDeskScannerState)
const at = (state: ReturnType<typeof reduce>, target: ScanTarget) =>
  selectScanAt({ deskScanner: state } as DeskScannerRootState, target)
const checkOut: ScanTarget = { kind: 'checkOut', bookingId: BOOKING_ID }
const checkIn: ScanTarget = { kind: 'checkIn', bookingId: BOOKING_ID, out: [unitId(1)] }

test('the camera opens for one place that scans, and closes', () => {
  const open = reduce(scannerOpened({ target: checkOut }))
  expect(at(open, checkOut).open).toBe(true)
  expect(at(open, BOOKING_SCAN).open).toBe(false)
  // The slot a field names does not make it another place.
  expect(at(open, { ...checkOut, slot: 1 }).open).toBe(true)
  expect(at(reduce(scannerOpened({ target: checkOut }), scannerClosed()), checkOut).open).toBe(
    false,
  )
})

test('a refused or missing camera closes it and is kept for the place that asked', () => {
  const state = reduce(scannerOpened({ target: BOOKING_SCAN }), cameraFailed({ problem: 'denied' }))
  expect(at(state, BOOKING_SCAN)).toMatchObject({ open: false, camera: 'denied' })
  expect(at(state, checkOut).camera).toBeNull()
  // Opening it again forgets the problem.
  expect(at(reduce(scannerOpened({ target: BOOKING_SCAN })), BOOKING_SCAN).camera).toBeNull()
})

test('a code on its way, then its outcome where it was scanned; a typed code is cleared once it worked', () => {
  const typed = reduce(
    typedCodeChanged({ target: checkIn, code: 'SVQ-ZCS123-K-001' }),
    codeEntered({ code: 'SVQ-ZCS123-K-001', target: checkIn }),
  )
  expect(at(typed, checkIn)).toMatchObject({ busy: true, typed: 'SVQ-ZCS123-K-001' })
  const refused = deskScannerSlice.reducer(
    typed,
    scanSettled({ target: checkIn, outcome: { kind: 'refused', reason: 'NOT_OUT_HERE' } }),
  )
  expect(at(refused, checkIn)).toMatchObject({
    busy: false,
    typed: 'SVQ-ZCS123-K-001',
    outcome: { kind: 'refused', reason: 'NOT_OUT_HERE' },
  })
  const back = deskScannerSlice.reducer(
    typed,
    scanSettled({ target: checkIn, outcome: { kind: 'back', tag: 'SVQ-ZCS123-K-001' } }),
  )
  expect(at(back, checkIn)).toMatchObject({ typed: '', outcome: { kind: 'back' } })
  expect(at(back, checkOut).outcome).toBeNull()
})

test('keeps the check-out slots filled by scanning until the check-out is done', () => {
  const chosen = { kind: 'chosen' as const, tag: 'SVQ-ZCS123-K-003' }
  const state = reduce(
    scanSettled({ target: checkOut, outcome: chosen, slot: 0 }),
    scanSettled({ target: checkOut, outcome: chosen, slot: 0 }),
    scanSettled({ target: checkOut, outcome: chosen, slot: 1 }),
  )
  expect(state.scannedSlots).toEqual({ [BOOKING_ID]: [0, 1] })
  const done = deskScannerSlice.reducer(state, bookingScansCleared({ bookingId: BOOKING_ID }))
  expect(done.scannedSlots).toEqual({})
  expect(done.last).toBeNull()
})
