import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type {
  CheckInRequest,
  CheckOutRequest,
  HandoverOptions,
  ReturnOutcome,
} from '../../../../shared/contract/desk-handover'
import type { RootState } from '../../../app/store'
import { handoverApi } from './handoverApi'

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
}

/** A handover step on its way to the server, or refused (a code for `handover.errors`). */
export interface HandoverStatus {
  busy: boolean
  error: string | null
}

export interface HandoverState {
  /** By booking id: one slot per unit, the desk's suggestions first. */
  checkOut: Record<string, CheckOutSlot[]>
  /** By booking id, then unit id. */
  checkIn: Record<string, Record<string, CheckInChoice>>
  /** By booking id. */
  status: Record<string, HandoverStatus>
  /** The booking whose no-show waits for "Yes, mark as no-show". */
  noShowAsked: string | null
}

export const initialHandoverState: HandoverState = {
  checkOut: {},
  checkIn: {},
  status: {},
  noShowAsked: null,
}

/** Every way back of the contract, in the order the list offers them (the type keeps it whole). */
export const OUTCOMES = Object.keys({
  fine: true,
  cleaning: true,
  repair: true,
  missing: true,
} satisfies Record<ReturnOutcome, true>) as ReturnOutcome[]

const FINE: CheckInChoice = { outcome: 'fine', note: '' }
const IDLE: HandoverStatus = { busy: false, error: null }

/** The slots of a booking from the desk's options: each item's suggested units pre-filled. */
export function slotsFrom(options: HandoverOptions): CheckOutSlot[] {
  return options.items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, index) => {
      const suggested = item.free_units.find((unit) => unit.unit_id === item.suggested[index])
      return { gearId: item.gear_id, assetTag: suggested?.asset_tag ?? '', note: '' }
    }),
  )
}

/** The drafts of the handover panels (check-out, check-in, no-show) while staff fill them. */
export const handoverSlice = createSlice({
  name: 'handover',
  initialState: initialHandoverState,
  reducers: {
    checkOutTagChanged(
      state,
      action: PayloadAction<{ bookingId: string; index: number; assetTag: string }>,
    ) {
      const slot = state.checkOut[action.payload.bookingId]?.[action.payload.index]
      if (slot) slot.assetTag = action.payload.assetTag
    },
    checkOutNoteChanged(
      state,
      action: PayloadAction<{ bookingId: string; index: number; note: string }>,
    ) {
      const slot = state.checkOut[action.payload.bookingId]?.[action.payload.index]
      if (slot) slot.note = action.payload.note
    },
    checkInOutcomeChanged(
      state,
      action: PayloadAction<{ bookingId: string; unitId: string; outcome: ReturnOutcome }>,
    ) {
      const { bookingId, unitId, outcome } = action.payload
      const choices = (state.checkIn[bookingId] ??= {})
      choices[unitId] = { ...(choices[unitId] ?? FINE), outcome }
    },
    checkInNoteChanged(
      state,
      action: PayloadAction<{ bookingId: string; unitId: string; note: string }>,
    ) {
      const { bookingId, unitId, note } = action.payload
      const choices = (state.checkIn[bookingId] ??= {})
      choices[unitId] = { ...(choices[unitId] ?? FINE), note }
    },
    checkOutSubmitted(state, action: PayloadAction<{ bookingId: string }>) {
      state.status[action.payload.bookingId] = { busy: true, error: null }
    },
    checkInSubmitted(state, action: PayloadAction<{ bookingId: string; unitIds: string[] }>) {
      state.status[action.payload.bookingId] = { busy: true, error: null }
    },
    noShowAsked(state, action: PayloadAction<{ bookingId: string }>) {
      state.noShowAsked = action.payload.bookingId
    },
    noShowDismissed(state) {
      state.noShowAsked = null
    },
    noShowConfirmed(state, action: PayloadAction<{ bookingId: string }>) {
      state.noShowAsked = null
      state.status[action.payload.bookingId] = { busy: true, error: null }
    },
    handoverSucceeded(state, action: PayloadAction<{ bookingId: string }>) {
      const { bookingId } = action.payload
      delete state.checkOut[bookingId]
      delete state.checkIn[bookingId]
      state.status[bookingId] = IDLE
    },
    handoverFailed(state, action: PayloadAction<{ bookingId: string; code: string }>) {
      state.status[action.payload.bookingId] = { busy: false, error: action.payload.code }
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(handoverApi.endpoints.getHandoverOptions.matchFulfilled, (state, action) => {
      const bookingId = action.meta.arg.originalArgs.id
      if (!state.checkOut[bookingId]) state.checkOut[bookingId] = slotsFrom(action.payload)
    })
  },
})

export const {
  checkOutTagChanged,
  checkOutNoteChanged,
  checkInOutcomeChanged,
  checkInNoteChanged,
  checkOutSubmitted,
  checkInSubmitted,
  noShowAsked,
  noShowDismissed,
  noShowConfirmed,
  handoverSucceeded,
  handoverFailed,
} = handoverSlice.actions

/** The store's state once the handover slice is in (absent before: initial state). */
export type HandoverRootState = RootState & { handover?: HandoverState }

const handoverState = (state: HandoverRootState) => state.handover ?? initialHandoverState
const NO_SLOTS: CheckOutSlot[] = []
const NO_CHOICES: Record<string, CheckInChoice> = {}

export const selectCheckOutSlots = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).checkOut[bookingId] ?? NO_SLOTS
export const selectCheckInChoices = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).checkIn[bookingId] ?? NO_CHOICES
export const selectHandoverStatus = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).status[bookingId] ?? IDLE
export const selectNoShowAsked = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).noShowAsked === bookingId

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

/** The check-in request for the units shown, each as staff chose (fine by default). */
export function checkInRequestOf(
  unitIds: string[],
  choices: Record<string, CheckInChoice>,
): CheckInRequest {
  return {
    units: unitIds.map((unitId) => {
      const { outcome, note } = choiceOf(choices, unitId)
      return { unit_id: unitId, outcome, ...(note.trim() ? { note: note.trim() } : {}) }
    }),
  }
}
