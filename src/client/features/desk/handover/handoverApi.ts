import type { ClaimPhotoUploaded } from '../../../../shared/contract/deposits'
import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import type {
  CheckInRequest,
  CheckOutRequest,
  HandoverOptions,
} from '../../../../shared/contract/desk-handover'
import { api } from '../../../app/api'

const bookingUrl = (id: string, action: string) =>
  `/desk/bookings/${encodeURIComponent(id)}/${action}`

/**
 * A handover of a booking, with the key that makes it happen once however often it is sent (it
 * goes with it to the offline queue when the server does not answer).
 */
type Keyed<T = object> = T & { id: string; key: string }

/** What a handover makes stale: the booking and its options, the lists, the log, the units. */
const afterHandover = (id: string) => [
  { type: 'DeskBooking' as const, id },
  { type: 'Handover' as const, id },
  'DeskDay' as const,
  'DeskLookup' as const,
  'DeskAttention' as const,
  'DeskAudit' as const,
  'Inventory' as const,
]

/** The handover of units at the counter (`/api/desk/bookings/{id}/…`, docs/desk.md). */
export const handoverApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'Handover',
      'DeskBooking',
      'DeskDay',
      'DeskLookup',
      'DeskAttention',
      'DeskAudit',
      'Inventory',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHandoverOptions: build.query<HandoverOptions, { id: string }>({
        query: ({ id }) => bookingUrl(id, 'handover'),
        providesTags: (_result, _error, { id }) => [{ type: 'Handover', id }],
      }),
      handoverCheckOut: build.mutation<DeskBookingDetail, Keyed<{ body: CheckOutRequest }>>({
        query: ({ id, body, key }) => ({
          url: bookingUrl(id, 'check-out'),
          method: 'POST',
          body,
          headers: { 'idempotency-key': key },
        }),
        invalidatesTags: (_result, _error, { id }) => afterHandover(id),
      }),
      handoverCheckIn: build.mutation<DeskBookingDetail, Keyed<{ body: CheckInRequest }>>({
        query: ({ id, body, key }) => ({
          url: bookingUrl(id, 'check-in'),
          method: 'POST',
          body,
          headers: { 'idempotency-key': key },
        }),
        invalidatesTags: (_result, _error, { id }) => afterHandover(id),
      }),
      /** A claim's photo, its bytes as the body, stored until a check-in names it. */
      uploadClaimPhoto: build.mutation<ClaimPhotoUploaded, { file: Blob }>({
        query: ({ file }) => ({
          url: '/desk/claim-photos',
          method: 'POST',
          body: file,
          headers: { 'content-type': file.type },
        }),
      }),
      handoverNoShow: build.mutation<DeskBookingDetail, Keyed>({
        query: ({ id, key }) => ({
          url: bookingUrl(id, 'no-show'),
          method: 'POST',
          headers: { 'idempotency-key': key },
        }),
        invalidatesTags: (_result, _error, { id }) => afterHandover(id),
      }),
    }),
  })

export const { useGetHandoverOptionsQuery } = handoverApi
