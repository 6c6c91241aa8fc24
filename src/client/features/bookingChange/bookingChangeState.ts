import type { BookingChangePreview, BookingVersion } from '../../../shared/contract/bookingChanges'
import type { ChangeBy, ChangeDraft, ChangeError } from './changeDraft'

/**
 * "Change booking" on the booking page or at the desk (docs/money.md, Changes): who changes it,
 * the draft of the change (at the desk, an admin's reason to refund a reduction anyway), the
 * preview priced for which signature (dedupe key, kept here as the basket keeps its own), and
 * the key the commit is sent with, made when the form opens.
 */
export interface BookingChangeState {
  by: ChangeBy
  open: boolean
  bookingId: string | null
  original: ChangeDraft | null
  draft: ChangeDraft | null
  overrideReason: string
  /** The signature a preview was last asked for: the same one is not asked again. */
  askedSignature: string | null
  preview: { signature: string; answer: BookingChangePreview } | null
  status: 'editing' | 'previewing' | 'committing' | 'done' | 'failed'
  error: ChangeError | null
  idempotencyKey: string | null
  /** The change made, until the form opens again. */
  made: BookingVersion | null
}

export const initialBookingChangeState: BookingChangeState = {
  by: 'family',
  open: false,
  bookingId: null,
  original: null,
  draft: null,
  overrideReason: '',
  askedSignature: null,
  preview: null,
  status: 'editing',
  error: null,
  idempotencyKey: null,
  made: null,
}
