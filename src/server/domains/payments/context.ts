import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { BookingService } from '../bookings'
import type { PaymentProvider } from './providers/provider'

export type { Tx } from '../../db/client'

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
    | 'markRefunded'
    | 'end'
    | 'emailTraveller'
  >
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>
  now(): Date
}
