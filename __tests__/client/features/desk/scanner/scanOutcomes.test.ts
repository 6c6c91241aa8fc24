import { slotsFrom } from '../../../../../src/client/features/desk/handover/handoverDrafts'
import {
  checkInOutcome,
  checkOutPlace,
  serverRefusal,
} from '../../../../../src/client/features/desk/scanner/scanOutcomes'
import { looksLikeBookingCode } from '../../../../../src/client/features/desk/scanner'
import { options, unitId } from '../handover/handoverFixtures'
import { BOOKING_CODE, COT, scannedSeat } from './scanFixtures'

const slots = slotsFrom(options())
const place = (unit: ReturnType<typeof scannedSeat>, scanned: number[] = [], slot?: number) =>
  checkOutPlace({
    unit,
    options: options(),
    slots,
    scanned,
    ...(slot === undefined ? {} : { slot }),
  })

test('a free unit of the booking takes its item’s first slot not yet scanned, or the one holding its tag', () => {
  expect(place(scannedSeat(3))).toEqual({ index: 0 })
  expect(place(scannedSeat(3), [0])).toEqual({ index: 1 })
  // Unit 2 is suggested in slot 2: scanning it confirms that slot.
  expect(place(scannedSeat(2))).toEqual({ index: 1 })
  expect(place(scannedSeat(3), [], 1)).toEqual({ index: 1 })
})

test('a unit scanned twice, or one more than the item’s quantity, is refused by name', () => {
  expect(place(scannedSeat(2), [1])).toEqual({
    refused: { kind: 'refused', reason: 'ALREADY_CHOSEN', tag: 'SVQ-ZCS123-K-002' },
  })
  expect(place(scannedSeat(3), [0, 1])).toEqual({
    refused: { kind: 'refused', reason: 'ALL_CHOSEN', tag: 'SVQ-ZCS123-K-003' },
  })
  expect(place(scannedSeat(1), [], 1)).toMatchObject({ refused: { reason: 'ALREADY_CHOSEN' } })
})

test('says why a unit cannot go out: another item, retired, out with another booking, out of service', () => {
  expect(place(scannedSeat(4, { gear_id: COT }))).toMatchObject({
    refused: { reason: 'WRONG_ITEM' },
  })
  const notFree = (overrides: Parameters<typeof scannedSeat>[1]) => place(scannedSeat(4, overrides))
  expect(notFree({ status: 'retired' })).toMatchObject({ refused: { reason: 'RETIRED' } })
  expect(notFree({ out_with: { booking_id: unitId(9), reference: 'TT-7K2M9Q' } })).toEqual({
    refused: {
      kind: 'refused',
      reason: 'OUT_WITH_OTHER',
      tag: 'SVQ-ZCS123-K-004',
      reference: 'TT-7K2M9Q',
    },
  })
  expect(notFree({ out_of_service_today: true })).toMatchObject({
    refused: { reason: 'OUT_OF_SERVICE' },
  })
  expect(notFree({})).toMatchObject({ refused: { reason: 'NOT_FREE' } })
})

test('at check-in a unit is back only when it is out with this booking', () => {
  const out = [unitId(1), unitId(2)]
  expect(checkInOutcome(scannedSeat(2), out)).toEqual({ kind: 'back', tag: 'SVQ-ZCS123-K-002' })
  expect(checkInOutcome(scannedSeat(3), out)).toMatchObject({ reason: 'NOT_OUT_HERE' })
  const elsewhere = scannedSeat(3, { out_with: { booking_id: unitId(9), reference: 'TT-1' } })
  expect(checkInOutcome(elsewhere, out)).toMatchObject({
    reason: 'OUT_WITH_OTHER',
    reference: 'TT-1',
  })
})

test('the server’s refusals keep their code; anything else is a failure to check', () => {
  expect(serverRefusal('CODE_EXPIRED')).toBe('CODE_EXPIRED')
  expect(serverRefusal('CODE_OTHER_LOCATION')).toBe('CODE_OTHER_LOCATION')
  expect(serverRefusal('INTERNAL_ERROR')).toBe('FAILED')
})

test('a booking’s code is told apart from references, emails and asset tags', () => {
  expect(looksLikeBookingCode(BOOKING_CODE)).toBe(true)
  expect(looksLikeBookingCode(` ${BOOKING_CODE}\n`)).toBe(true)
  for (const text of ['TT-7K2M9Q', 'ana.garcia@example.com', 'SVQ-ZCS123-K-001', 'garcía']) {
    expect(looksLikeBookingCode(text)).toBe(false)
  }
})
