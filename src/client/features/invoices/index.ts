import { lazy } from 'react'

/**
 * A booking's invoices with links to their PDFs, in a chunk of its own (`<LazyBookingInvoices
 * bookingId revision>` inside a Suspense), shared by the booking page and the desk.
 */
export const LazyBookingInvoices = lazy(
  () => import(/* webpackChunkName: "BookingInvoices" */ './BookingInvoices'),
)
