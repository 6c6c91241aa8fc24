import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../../config'
import type { Db, Tx } from '../../db/client'
import type { deposits } from '../../db/schema'
import type { SignedLinks } from '../../plugins/signed-links'
import type { AuditService } from '../audit'
import type { BookingRow, BookingService } from '../bookings'
import type { FilesService } from '../files'
import type { PaymentProvider, PaymentService } from '../payments'

export type { Db, Tx, BookingRow }
export type DepositRow = typeof deposits.$inferSelect

/** What the deposit services are given by their plugin. */
export interface DepositContext {
  db: Db
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured' | 'env'>
  provider: PaymentProvider
  payments: Pick<PaymentService, 'recordDepositRefund' | 'sendPendingRefunds'>
  bookings: Pick<BookingService, 'bookingRow' | 'emailTraveller'>
  audit: Pick<AuditService, 'record'>
  files: Pick<FilesService, 'store' | 'read' | 'attach'>
  links: SignedLinks
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>
  now(): Date
}

/** Where a claim photo is read: a signed address for one booking's photo (see signed links). */
export type PhotoUrl = (args: { bookingId: string; fileId: string }) => string

/** How long a job's claim lasts: another process may take it up after this (same key). */
export const JOB_LEASE_MS = 2 * 60_000
