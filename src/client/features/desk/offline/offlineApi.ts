import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { api } from '../../../app/api'
import { isUnreachable, type QueuedAction } from './offlineEvents'

/** A queued handover sent again: its key and when it was taken go with it (docs/desk.md). */
export const offlineApi = api
  .enhanceEndpoints({
    addTagTypes: ['Handover', 'DeskBooking', 'DeskDay', 'DeskLookup', 'DeskAttention', 'DeskAudit'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      replayHandover: build.mutation<
        DeskBookingDetail,
        Pick<QueuedAction, 'key' | 'kind' | 'bookingId' | 'draft' | 'takenAt'>
      >({
        query: ({ key, kind, bookingId, draft, takenAt }) => ({
          url: `/desk/bookings/${encodeURIComponent(bookingId)}/${kind}`,
          method: 'POST',
          ...(draft ? { body: draft } : {}),
          headers: { 'idempotency-key': key, 'taken-at': takenAt },
        }),
        // Unanswered, nothing changed: refetching would only fail again.
        invalidatesTags: (_result, error, { bookingId }) =>
          isUnreachable(error)
            ? []
            : [
                { type: 'DeskBooking', id: bookingId },
                { type: 'Handover', id: bookingId },
                'DeskDay',
                'DeskLookup',
                'DeskAttention',
                'DeskAudit',
              ],
      }),
    }),
  })
