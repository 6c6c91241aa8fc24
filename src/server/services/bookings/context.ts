import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { PaymentProvider } from '../../payments/provider'

/** What the quote, booking and payment services need. */
export interface BookingContext {
  db: Db
  config: Pick<AppConfig, 'env' | 'publicUrl' | 'publicUrlConfigured'>
  provider: PaymentProvider
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>
  now(): Date
}

/** A transaction on the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A quote holds its gear this long. */
export const QUOTE_HOLD_MINUTES = 30
/** An unpaid booking keeps its gear this long after it is made (or after its checkout opens). */
export const PAYMENT_WINDOW_MINUTES = 45

export const minutesAfter = (instant: Date, minutes: number) =>
  new Date(instant.getTime() + minutes * 60_000)
