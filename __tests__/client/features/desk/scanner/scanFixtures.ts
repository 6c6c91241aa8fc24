import type { ScanResult } from '../../../../../src/shared/contract/codes'
import { SEAT, unitId } from '../handover/handoverFixtures'

export const COT = '2d1e5a7b-3c4f-4e6a-9b0c-1d2e3f4a5b6c'

/** The server's answer for a car seat unit `n` (free, unless told otherwise). */
export const scannedSeat = (
  n: number,
  overrides: Partial<Extract<ScanResult, { kind: 'unit' }>> = {},
): Extract<ScanResult, { kind: 'unit' }> => ({
  kind: 'unit',
  unit_id: unitId(n),
  asset_tag: `SVQ-ZCS123-K-00${n}`,
  gear_id: SEAT,
  status: 'in_service',
  out_of_service_today: false,
  out_with: null,
  ...overrides,
})

/** A booking's code as its QR holds it (`<payload>.<signature>`). */
export const BOOKING_CODE = `eyJwIjoiYm9va2luZ19jb2RlIiwiYiI6IjEyMyJ9.${'a'.repeat(43)}`
