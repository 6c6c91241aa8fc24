import type { ScanResult } from '../../../../shared/contract/codes'
import type { HandoverOptions } from '../../../../shared/contract/desk-handover'
import type { CheckOutSlot } from '../handover'

// What a scanned code means where it was scanned: plain data and functions for the scanner's
// slice, its listener and its views.

/** Why a scanned code does nothing here: the server's codes, then the desk's own reasons. */
export type ScanRefusal =
  | 'CODE_NOT_OURS'
  | 'CODE_EXPIRED'
  | 'CODE_OTHER_LOCATION'
  /** A unit's tag where a booking is looked for, and the other way round. */
  | 'UNIT_NOT_BOOKING'
  | 'BOOKING_NOT_UNIT'
  /** A unit of an item the booking does not rent, or of another item than the field's. */
  | 'WRONG_ITEM'
  | 'NOT_THIS_SLOT'
  | 'RETIRED'
  | 'OUT_OF_SERVICE'
  | 'OUT_WITH_OTHER'
  /** Free today, yet not over every day of the booking (out of service on one of them). */
  | 'NOT_FREE'
  | 'ALREADY_CHOSEN'
  | 'ALL_CHOSEN'
  /** At check-in: a unit not out with this booking. */
  | 'NOT_OUT_HERE'
  | 'FAILED'

export type ScanOutcome =
  | { kind: 'opened'; reference: string }
  | { kind: 'chosen'; tag: string }
  | { kind: 'back'; tag: string }
  | { kind: 'refused'; reason: ScanRefusal; tag?: string; reference?: string }

type ScannedUnit = Extract<ScanResult, { kind: 'unit' }>

const SERVER_REFUSALS: readonly string[] = ['CODE_NOT_OURS', 'CODE_EXPIRED', 'CODE_OTHER_LOCATION']

/** The refusal for a code the server turned down (FAILED for anything but the scan's codes). */
export const serverRefusal = (code: string): ScanRefusal =>
  SERVER_REFUSALS.includes(code) ? (code as ScanRefusal) : 'FAILED'

/** Why a unit that is not free for the booking cannot go out, in the order staff need it. */
function notFreeReason(unit: ScannedUnit): ScanOutcome {
  const tag = unit.asset_tag
  if (unit.status === 'retired') return { kind: 'refused', reason: 'RETIRED', tag }
  if (unit.out_with) {
    return { kind: 'refused', reason: 'OUT_WITH_OTHER', tag, reference: unit.out_with.reference }
  }
  if (unit.out_of_service_today) return { kind: 'refused', reason: 'OUT_OF_SERVICE', tag }
  return { kind: 'refused', reason: 'NOT_FREE', tag }
}

/**
 * Where a unit scanned at check-out goes: the slot it was typed in (`slot`), the slot already
 * holding its tag, else its item's first slot not yet scanned; or why it cannot go out.
 */
export function checkOutPlace({
  unit,
  options,
  slots,
  scanned,
  slot,
}: {
  unit: ScannedUnit
  options: HandoverOptions
  slots: CheckOutSlot[]
  scanned: number[]
  slot?: number
}): { index: number } | { refused: ScanOutcome } {
  const tag = unit.asset_tag
  const item = options.items.find((line) => line.gear_id === unit.gear_id)
  if (!item) return { refused: { kind: 'refused', reason: 'WRONG_ITEM', tag } }
  if (slot !== undefined && slots[slot]?.gearId !== unit.gear_id) {
    return { refused: { kind: 'refused', reason: 'NOT_THIS_SLOT', tag } }
  }
  if (!item.free_units.some((free) => free.unit_id === unit.unit_id)) {
    return { refused: notFreeReason(unit) }
  }
  const holding = slots.findIndex((other) => other.assetTag.trim().toUpperCase() === tag)
  if (holding >= 0 && holding !== slot) {
    if (slot !== undefined || scanned.includes(holding)) {
      return { refused: { kind: 'refused', reason: 'ALREADY_CHOSEN', tag } }
    }
    return { index: holding }
  }
  if (slot !== undefined) return { index: slot }
  const open = slots.findIndex(
    (other, index) => other.gearId === unit.gear_id && !scanned.includes(index),
  )
  return open >= 0 ? { index: open } : { refused: { kind: 'refused', reason: 'ALL_CHOSEN', tag } }
}

/** A unit scanned at check-in: back when it is out with the booking, else why not. */
export function checkInOutcome(unit: ScannedUnit, out: string[]): ScanOutcome {
  const tag = unit.asset_tag
  if (out.includes(unit.unit_id)) return { kind: 'back', tag }
  return unit.out_with
    ? { kind: 'refused', reason: 'OUT_WITH_OTHER', tag, reference: unit.out_with.reference }
    : { kind: 'refused', reason: 'NOT_OUT_HERE', tag }
}
