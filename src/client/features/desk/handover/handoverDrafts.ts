import type {
  CheckInRequest,
  CheckOutRequest,
  HandoverOptions,
  ReturnOutcome,
} from '../../../../shared/contract/desk-handover'
import { SEAT_CHECKLIST, type ChecklistItem } from '../../../../shared/domain/unitSafety'
import { CLAIMABLE, claimInputOf, type ClaimDraft } from './claimDrafts'

// The handover drafts and the requests made from them: plain data and functions for the
// slice, its listeners and the panels.

/** One unit to hand over: its item, the asset tag chosen (or typed, or scanned) and a note. */
export interface CheckOutSlot {
  gearId: string
  assetTag: string
  note: string
}

/** How one unit comes back, as staff set it (fine with no note until they change it). */
export interface CheckInChoice {
  outcome: ReturnOutcome
  note: string
  /** A claim on the unit's share of the deposit (back for cleaning, repair or missing). */
  claim?: ClaimDraft
  /** Its label was scanned at the counter: staff have it in hand. */
  scanned?: boolean
  /** A seat back fine: the checks of its inspection ticked so far. */
  checklist?: ChecklistItem[]
}

/** Every way back of the contract, in the order the list offers them (the type keeps it whole). */
export const OUTCOMES = Object.keys({
  fine: true,
  cleaning: true,
  repair: true,
  missing: true,
} satisfies Record<ReturnOutcome, true>) as ReturnOutcome[]

/** A unit staff have not touched comes back fine, with no note. */
export const FINE: CheckInChoice = { outcome: 'fine', note: '' }

/** The slots of a booking from the desk's options: each item's suggested units pre-filled. */
export function slotsFrom(options: HandoverOptions): CheckOutSlot[] {
  return options.items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, index) => {
      const suggested = item.free_units.find((unit) => unit.unit_id === item.suggested[index])
      return { gearId: item.gear_id, assetTag: suggested?.asset_tag ?? '', note: '' }
    }),
  )
}

/** Each slot with its number among its item's units (1 of 2, 2 of 2). */
export function numberedSlots(slots: CheckOutSlot[]) {
  return slots.map((slot, index) => {
    const same = slots.filter((other) => other.gearId === slot.gearId)
    return { slot, index, n: same.indexOf(slot) + 1, count: same.length }
  })
}

/** The units of a booking still out, the ones a check-in takes back. */
export const stillOut = <Unit extends { returned_at: string | null }>(units: Unit[]) =>
  units.filter((unit) => unit.returned_at === null)

/** How a unit's choice reads when staff have not touched it: fine, no note. */
export const choiceOf = (choices: Record<string, CheckInChoice>, unitId: string) =>
  choices[unitId] ?? FINE

/**
 * The check-out request from the slots: each asset tag (any case, spaces ignored) found among
 * the item's free units; `unknownTag` names the first one that is not.
 */
export function checkOutRequestOf(
  slots: CheckOutSlot[],
  options: HandoverOptions,
): { request: CheckOutRequest } | { unknownTag: string } {
  const units: CheckOutRequest['units'] = []
  for (const slot of slots) {
    const tag = slot.assetTag.trim().toUpperCase()
    const unit = options.items
      .find((item) => item.gear_id === slot.gearId)
      ?.free_units.find((candidate) => candidate.asset_tag.toUpperCase() === tag)
    if (!unit) return { unknownTag: slot.assetTag.trim() }
    units.push({
      unit_id: unit.unit_id,
      ...(slot.note.trim() ? { condition_note: slot.note.trim() } : {}),
    })
  }
  return { request: { units } }
}

/** The claim a unit's choice carries, when its way back allows one. */
export const claimOf = ({ outcome, claim }: CheckInChoice) =>
  claim && CLAIMABLE.includes(outcome) ? claim : null

/** The check-in request for the units shown, each as staff chose (fine by default). */
export function checkInRequestOf(
  unitIds: string[],
  choices: Record<string, CheckInChoice>,
): CheckInRequest {
  return {
    units: unitIds.map((unitId) => {
      const choice = choiceOf(choices, unitId)
      const { outcome, note, checklist = [] } = choice
      const claim = claimOf(choice)
      return {
        unit_id: unitId,
        outcome,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(claim ? { claim: claimInputOf(claim) } : {}),
        ...(outcome === 'fine' && checklist.length > 0
          ? { checklist: SEAT_CHECKLIST.filter((item) => checklist.includes(item)) }
          : {}),
      }
    }),
  }
}
