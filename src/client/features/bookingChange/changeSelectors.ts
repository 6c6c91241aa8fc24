import { createSelector } from '@reduxjs/toolkit'
import type { BookingVersion } from '../../../shared/contract/bookingChanges'
import { selectBookingChange } from './bookingChangeSlice'
import { changeAskOf } from './changeDraft'

/** What a change's money comes to, as one sentence each: owed, refunded, kept, or none. */
export type ChangeMoney =
  { kind: 'pay' | 'refund'; amount: number } | { kind: 'kept' | 'newTotal' | 'same' }

type MoneyOfChange = Pick<BookingVersion, 'payment_due' | 'refund' | 'retained' | 'difference'>

/** The sentences of a change's money (a preview, or a version made). */
export function changeMoneyOf(change: MoneyOfChange): ChangeMoney[] {
  const lines: ChangeMoney[] = []
  if (change.payment_due > 0) lines.push({ kind: 'pay', amount: change.payment_due })
  if (change.refund > 0) lines.push({ kind: 'refund', amount: change.refund })
  if (change.retained > 0) lines.push({ kind: 'kept' })
  if (lines.length > 0) return lines
  return [{ kind: change.difference === 0 ? 'same' : 'newTotal' }]
}

/**
 * The form as the family sees it: whether the draft asks for anything, the preview priced for
 * the draft as it stands (none while a newer one is asked), and whether it may be confirmed.
 */
export const selectChangeForm = createSelector([selectBookingChange], (change) => {
  const ask = changeAskOf(change)
  const preview = ask && change.preview?.signature === ask.signature ? change.preview.answer : null
  return {
    ...change,
    asksSomething: ask !== null,
    preview,
    money: preview ? changeMoneyOf(preview) : [],
    canConfirm: preview !== null && change.status === 'editing',
  }
})
