import type {
  AttentionList,
  DeskBookingDetail,
  DeskBookingPage,
  DeskDay,
  DeskRun,
  StaffCancelRequest,
  StaffRefundRequest,
} from '../../../../shared/contract/desk-bookings'
import type { Language } from '../../../../shared/domain/languages'
import { api } from '../../../app/api'
import {
  afterBookingChange,
  BOOKING_CHANGE_TAGS,
  bookingUrl,
  staffChange,
  type StaffChange,
} from '../shell'

/**
 * The desk's bookings (`/api/desk`, docs/desk.md). Every change refreshes the day, the lookup,
 * the attention list, the booking and the audit log through their tags.
 */
export const deskBookingsApi = api
  .enhanceEndpoints({ addTagTypes: BOOKING_CHANGE_TAGS })
  .injectEndpoints({
    endpoints: (build) => ({
      getDeskDay: build.query<DeskDay, { location: string; date: string | null; lang: Language }>({
        query: ({ location, date, lang }) => ({
          url: '/desk/bookings/day',
          params: { location, lang, ...(date ? { date } : {}) },
        }),
        providesTags: ['DeskDay'],
      }),
      /** A driver's run: the day's deliveries and collections from the location's stock. */
      getDeskRun: build.query<DeskRun, { location: string; date: string | null; lang: Language }>({
        query: ({ location, date, lang }) => ({
          url: '/desk/run',
          params: { location, lang, ...(date ? { date } : {}) },
        }),
        // Refreshed with the day: every handover or staff change makes both stale.
        providesTags: ['DeskDay'],
      }),
      searchDeskBookings: build.query<
        DeskBookingPage,
        { q: string; cursor: string | null; lang: Language }
      >({
        query: ({ q, cursor, lang }) => ({
          url: '/desk/bookings/search',
          params: { q, lang, ...(cursor ? { cursor } : {}) },
        }),
        providesTags: ['DeskLookup'],
      }),
      getAttention: build.query<AttentionList, { location: string; lang: Language }>({
        query: (params) => ({ url: '/desk/bookings/attention', params }),
        providesTags: ['DeskAttention'],
      }),
      getDeskBooking: build.query<DeskBookingDetail, { id: string; lang: Language }>({
        query: ({ id, lang }) => ({ url: bookingUrl(id), params: { lang } }),
        providesTags: (_result, _error, { id }) => [{ type: 'DeskBooking', id }],
      }),
      findDeskBookingByReference: build.query<DeskBookingDetail, { reference: string }>({
        query: ({ reference }) => `/desk/bookings/reference/${encodeURIComponent(reference)}`,
      }),
      cancelDeskBooking: build.mutation<DeskBookingDetail, StaffChange<StaffCancelRequest>>({
        query: staffChange('cancel'),
        invalidatesTags: (_result, _error, { id }) => afterBookingChange(id),
      }),
      refundDeskBooking: build.mutation<DeskBookingDetail, StaffChange<StaffRefundRequest>>({
        query: staffChange('refunds'),
        invalidatesTags: (_result, _error, { id }) => afterBookingChange(id),
      }),
    }),
  })

export const {
  useGetDeskDayQuery,
  useGetDeskRunQuery,
  useSearchDeskBookingsQuery,
  useGetAttentionQuery,
  useGetDeskBookingQuery,
} = deskBookingsApi
