import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../../config'
import type { Db, Tx } from '../../db/client'
import type { BookingRow, BookingService } from '../bookings'
import type { PaymentProvider } from './providers/provider'

export type { Tx }

/** What another domain does when a booking keeps a payment, in the transaction recording it. */
export type PaymentKeptHandler = (event: {
  tx: Tx
  booking: BookingRow
  paymentId: string
}) => Promise<void>

/**
 * What another domain does with a completed deposit hold checkout (the family placed the hold
 * from their link): `holdId` is the provider's authorisation.
 */
export type HoldCheckoutHandler = (event: {
  bookingId: string
  checkoutId: string
  holdId: string | null
}) => Promise<void>

/** What another domain does once a charged deposit's refund succeeded, in that transaction. */
export type DepositRefundHandler = (event: {
  tx: Tx
  booking: BookingRow
  refundId: string
}) => Promise<void>

/** What the payment services are given by their plugin. */
export interface PaymentContext {
  db: Db
  config: Pick<AppConfig, 'env' | 'publicUrl' | 'publicUrlConfigured'>
  provider: PaymentProvider
  /** Every change to a booking goes through its domain, in the payment's transaction. */
  bookings: Pick<
    BookingService,
    | 'bookingRow'
    | 'unpaidPastDue'
    | 'extendPaymentWindow'
    | 'markPaid'
    | 'markChangePaid'
    | 'markRefunded'
    | 'end'
    | 'emailTraveller'
  >
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>
  now(): Date
  /** Registered by other domains through `onPaymentKept`, run in registration order. */
  keptHandlers: PaymentKeptHandler[]
  /** Registered through `onHoldCheckout`. */
  holdCheckoutHandlers: HoldCheckoutHandler[]
  /** Registered through `onDepositRefunded`. */
  depositRefundHandlers: DepositRefundHandler[]
}
