import type {
  BookingChangePreview,
  BookingChangeRequest,
} from '../../../shared/contract/bookingChanges'
import type { BookingChangeResult } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { api } from '../../app/api'

interface ChangeCall {
  id: string
  body: BookingChangeRequest
  lang: Language
}

const changesOf = (id: string) => `/bookings/${encodeURIComponent(id)}/changes`

/** Changing a booking (docs/api.md, Changing a booking): what it would cost, then the change. */
export const bookingChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewBookingChange: build.mutation<BookingChangePreview, ChangeCall>({
      query: ({ id, body, lang }) => ({
        url: `${changesOf(id)}/preview`,
        method: 'POST',
        body,
        params: { lang },
      }),
    }),
    changeBooking: build.mutation<BookingChangeResult, ChangeCall & { idempotencyKey: string }>({
      query: ({ id, body, lang, idempotencyKey }) => ({
        url: changesOf(id),
        method: 'POST',
        body,
        params: { lang },
        headers: { 'idempotency-key': idempotencyKey },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Bookings', { type: 'Booking', id }],
    }),
  }),
})
