import type { AttentionKind } from '../../../shared/contract/desk-bookings'
import type { Db, Tx } from '../../db/client'
import type { AuditService } from '../audit'
import type { BookingRow, BookingService } from '../bookings'
import type { CatalogueService } from '../catalogue'
import type { DepositService } from '../deposits'
import type { InventoryService } from '../inventory'
import type { PaymentService } from '../payments'
import type { FilesService } from '../files'
import type { SignedLinks } from '../../plugins/signed-links'

export type { Db, Tx }

/** A booking that needs someone at the desk, and why. */
export interface AttentionCandidate {
  kind: AttentionKind
  bookingId: string
}

/**
 * Where the attention list comes from, one source per reason. The desk brings unpaid bookings
 * near their pickup and late returns; another domain adds its own (bookings left short by a
 * unit taken out of service) through `app.desk.addAttentionSource`.
 */
export type AttentionSource = (args: {
  locationCode: string
  today: string
  now: Date
}) => Promise<AttentionCandidate[]>

/** What the desk's services are given by their plugin. */
export interface DeskContext {
  db: Db
  bookings: Pick<
    BookingService,
    'bookingRow' | 'end' | 'versions' | 'bookingOfCode' | 'emailTraveller'
  >
  payments: Pick<
    PaymentService,
    'refundableCents' | 'recordStaffRefund' | 'sendPendingRefunds' | 'settleAttempts'
  >
  audit: Pick<AuditService, 'record'>
  deposits: Pick<DepositService, 'afterReturn' | 'view' | 'attention' | 'recordClaims' | 'decide'>
  catalogue: Pick<CatalogueService, 'lockStock' | 'turnaroundByGear' | 'stockLocationOf'>
  inventory: Pick<InventoryService, 'outOfServiceFrom' | 'inspectReturned'>
  /** Signed agreements' PDFs. */
  files: Pick<FilesService, 'store' | 'attach' | 'read'>
  /** Signs the addresses agreements' PDFs are read from. */
  links: SignedLinks
  now(): Date
  /** Minutes after the expected arrival before a pickup may be marked a no-show. */
  noShowGraceMinutes: number
  attentionSources: AttentionSource[]
}

export type { BookingRow }
