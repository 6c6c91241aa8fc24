import type { PayloadAction } from '@reduxjs/toolkit'
import type { BookingChangeState } from './bookingChangeState'
import type { ChangeTerm } from './changeDraft'

/** A step of the draft clears the last refusal; nothing changes while the change is being made. */
function edited(state: BookingChangeState) {
  state.error = null
  if (state.status === 'failed') state.status = 'editing'
}

const editable = (state: BookingChangeState) => state.status !== 'committing'

/** The change form's steps on its draft: a date or a time, one unit more or less, an item added. */
export const draftEdits = {
  termChanged(
    state: BookingChangeState,
    action: PayloadAction<{ term: ChangeTerm; value: string }>,
  ) {
    if (!state.draft || !editable(state)) return
    state.draft[action.payload.term] = action.payload.value
    edited(state)
  },
  /** One unit more (+1) or less (-1) of an item; the booking keeps at least one unit. */
  unitsChanged(state: BookingChangeState, action: PayloadAction<{ gearId: string; by: 1 | -1 }>) {
    const units = state.draft?.units
    const { gearId, by } = action.payload
    if (!units || !editable(state) || units[gearId] === undefined) return
    const total = Object.values(units).reduce((sum, count) => sum + count, 0)
    if (units[gearId] + by < 0 || total + by < 1) return
    units[gearId] += by
    edited(state)
  },
  /** An item the booking does not have yet, with one unit (its steppers then take it further). */
  gearAdded(state: BookingChangeState, action: PayloadAction<{ gearId: string }>) {
    const units = state.draft?.units
    const { gearId } = action.payload
    if (!units || !editable(state) || units[gearId] !== undefined) return
    units[gearId] = 1
    edited(state)
  },
  /** At the desk, an admin's reason to refund a reduction within 24 hours of pickup anyway. */
  overrideReasonChanged(state: BookingChangeState, action: PayloadAction<{ reason: string }>) {
    if (!state.draft || !editable(state)) return
    state.overrideReason = action.payload.reason
    edited(state)
  },
}
