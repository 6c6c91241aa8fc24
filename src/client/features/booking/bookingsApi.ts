import type {
  Booking,
  BookingList,
  CheckoutSession,
  Quote,
  QuoteRequest,
  QuoteUpdate,
} from '../../../shared/contract/bookings'
import type { BillingDetailsInput } from '../../../shared/contract/billing'
import type { HeldUnits } from '../../../shared/contract/waitlist'
import type { DisputeRequest } from '../../../shared/contract/deposits'
import type { Language } from '../../../shared/domain/languages'
import { api } from '../../app/api'

type WithLanguage<T> = T & { lang: Language }

/** Quotes, bookings and payments (docs/product.md, Calls), in the traveller's language. */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createQuote: build.mutation<Quote, WithLanguage<{ body: QuoteRequest }>>({
      query: ({ body, lang }) => ({ url: '/quotes', method: 'POST', body, params: { lang } }),
    }),
    getQuote: build.query<Quote, WithLanguage<{ id: string }>>({
      query: ({ id, lang }) => ({ url: `/quotes/${encodeURIComponent(id)}`, params: { lang } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Quote', id }],
    }),
    updateQuote: build.mutation<Quote, WithLanguage<{ id: string; body: QuoteUpdate }>>({
      query: ({ id, body, lang }) => ({
        url: `/quotes/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
        params: { lang },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Quote', id }],
    }),
    /** Keeps fewer of the units a waitlist offer holds (the rest go to the next in line). */
    keepHeldUnits: build.mutation<Quote, WithLanguage<{ id: string; body: HeldUnits }>>({
      query: ({ id, body, lang }) => ({
        url: `/quotes/${encodeURIComponent(id)}/units`,
        method: 'PUT',
        body,
        params: { lang },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Quote', id }],
    }),
    createBooking: build.mutation<
      Booking,
      WithLanguage<{ quoteId: string; idempotencyKey: string }>
    >({
      query: ({ quoteId, idempotencyKey, lang }) => ({
        url: '/bookings',
        method: 'POST',
        body: { quote_id: quoteId },
        params: { lang },
        headers: { 'idempotency-key': idempotencyKey },
      }),
      invalidatesTags: ['Bookings'],
    }),
    getBooking: build.query<Booking, WithLanguage<{ id: string } | { reference: string }>>({
      query: (args) => ({
        url:
          'id' in args
            ? `/bookings/${encodeURIComponent(args.id)}`
            : `/bookings/reference/${encodeURIComponent(args.reference)}`,
        params: { lang: args.lang },
      }),
      providesTags: (result) => (result ? [{ type: 'Booking', id: result._id }] : []),
    }),
    listBookings: build.query<BookingList, { lang: Language }>({
      query: ({ lang }) => ({ url: '/bookings', params: { lang } }),
      providesTags: ['Bookings'],
    }),
    cancelBooking: build.mutation<Booking, WithLanguage<{ id: string }>>({
      query: ({ id, lang }) => ({
        url: `/bookings/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        params: { lang },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Bookings', { type: 'Booking', id }],
    }),
    /** The family answers the claims on its deposit (docs/money.md): the booking with it. */
    disputeDeposit: build.mutation<Booking, WithLanguage<{ id: string; body: DisputeRequest }>>({
      query: ({ id, body, lang }) => ({
        url: `/bookings/${encodeURIComponent(id)}/deposit/dispute`,
        method: 'POST',
        body,
        params: { lang },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Bookings', { type: 'Booking', id }],
    }),
    /** The family asks for a full invoice (docs/money.md, Invoices): the booking with it. */
    giveBillingDetails: build.mutation<
      Booking,
      WithLanguage<{ id: string; body: BillingDetailsInput }>
    >({
      query: ({ id, body, lang }) => ({
        url: `/bookings/${encodeURIComponent(id)}/billing-details`,
        method: 'PUT',
        body,
        params: { lang },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Bookings', { type: 'Booking', id }],
    }),
    startCheckout: build.mutation<CheckoutSession, { id: string }>({
      query: ({ id }) => ({ url: `/bookings/${encodeURIComponent(id)}/checkout`, method: 'POST' }),
    }),
    confirmPayment: build.mutation<Booking, WithLanguage<{ id: string; sessionId: string }>>({
      query: ({ id, sessionId, lang }) => ({
        url: `/bookings/${encodeURIComponent(id)}/payment/confirm`,
        method: 'POST',
        body: { session_id: sessionId },
        params: { lang },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Bookings', { type: 'Booking', id }],
    }),
  }),
})
