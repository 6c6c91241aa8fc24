import type { BookingChangePreview, BookingVersion } from '../../../shared/contract/bookingChanges'
import type { ChangeDraft, ChangeError } from './changeDraft'

/**
 * "Change booking" on the booking page (docs/money.md, Changes): the draft of the change, the
 * preview priced for which signature (dedupe key, kept here as the basket keeps its own), and
 * the key the commit is sent with, made when the form opens.
 */
export interface BookingChangeState {
  open: boolean
  bookingId: string | null
  original: ChangeDraft | null
  draft: ChangeDraft | null
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
  open: false,
  bookingId: null,
  original: null,
  draft: null,
  askedSignature: null,
  preview: null,
  status: 'editing',
  error: null,
  idempotencyKey: null,
  made: null,
}
