import type {
  BookingChangePreview,
  DeskBookingChangeRequest,
} from '../../../shared/contract/bookingChanges'
import type { BookingChangeResult } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { api } from '../../app/api'
import type { ChangeBy } from './changeDraft'

export interface ChangeCall {
  by: ChangeBy
  id: string
  body: DeskBookingChangeRequest
  lang: Language
}

/** The family's changes of its booking, or the desk's of any booking (docs/desk.md). */
const changesOf = ({ by, id }: ChangeCall) =>
  `${by === 'desk' ? '/desk' : ''}/bookings/${encodeURIComponent(id)}/changes`

/** Changing a booking (docs/api.md, Changing a booking): what it would cost, then the change. */
export const bookingChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewBookingChange: build.mutation<BookingChangePreview, ChangeCall>({
      query: (call) => ({
        url: `${changesOf(call)}/preview`,
        method: 'POST',
        body: call.body,
        params: { lang: call.lang },
      }),
    }),
    changeBooking: build.mutation<BookingChangeResult, ChangeCall & { idempotencyKey: string }>({
      query: (call) => ({
        url: changesOf(call),
        method: 'POST',
        body: call.body,
        params: { lang: call.lang },
        headers: { 'idempotency-key': call.idempotencyKey },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Bookings', { type: 'Booking', id }],
    }),
  }),
})
