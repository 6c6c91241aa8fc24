import type { Deposit, DepositLinkView } from '../../../shared/contract/deposits'
import type { CheckoutSession } from '../../../shared/contract/bookings'
import type { FileContent } from '../files'
import type { OpenedAt } from '../payments'
import { depositAttention, type DepositAttention } from './attention'
import type { BookingRow, DepositContext, Tx } from './context'
import { failedJobs } from './job-failures'
import { runDueJobs } from './jobs'
import { lapseHolds } from './hold-timing'
import { linkStatus, openHoldCheckout } from './link'
import { afterReturn, releaseReturned } from './release'
import { recordClaims, type UnitClaim } from './claims'
import { decide } from './decisions'
import { dispute } from './dispute'
import { readClaimPhoto, storeClaimPhoto } from './photos'
import { currentDepositView } from './view'

/**
 * The refundable deposit of each booking (docs/money.md): held or charged, then released or
 * claimed; its provider calls are jobs carried out by the booking clock.
 */
export interface DepositService {
  /** The booking clock: carries out the holds, releases and captures that are due. */
  runDueJobs(): Promise<number>
  /** The booking clock: holds past their time are marked lapsed. */
  lapseHolds(): Promise<number>
  /** The booking clock: completed bookings with nothing out and no claim get their deposit back. */
  releaseReturned(): Promise<number>
  /** Jobs the provider refused for good (for the operator). */
  failedJobs(): Promise<number>

  /** At the desk, in its transaction with the booking locked: all the gear is back. */
  afterReturn(args: { tx: Tx; booking: BookingRow }): Promise<'released' | 'awaiting_decision'>
  /** At check-in, in its transaction with the booking locked: claims on units handed back. */
  recordClaims(args: {
    tx: Tx
    booking: BookingRow
    actorId: string
    claims: UnitClaim[]
  }): Promise<void>
  /** An admin decides the claims, in the desk's transaction with the booking locked. */
  decide(args: {
    tx: Tx
    booking: BookingRow
    actorId: string
    keep: number
    note: string | null
  }): Promise<void>
  /** The family answers the claims on its deposit. */
  dispute(args: { userId: string; bookingId: string; message: string }): Promise<void>
  /** A photo the desk takes for a claim, made safe and stored until a claim uses it. */
  storeClaimPhoto(args: {
    bytes: Buffer
    declaredType: string | null
    uploadedBy: string
  }): Promise<{ id: string }>
  /** A claim photo, read from its signed address. */
  readClaimPhoto(args: { token: string }): Promise<FileContent>
  /** Bookings at a location the desk should look at because of their deposit. */
  attention(args: { locationCode: string; today: string; now: Date }): Promise<DepositAttention[]>

  /** The deposit as the booking's traveller and the desk see it. */
  view(args: {
    db: Pick<Tx, 'select'>
    booking: Pick<BookingRow, 'id' | 'status' | 'paymentStatus' | 'handedOutAt'>
  }): Promise<Deposit>

  /** What an emailed deposit link shows, without login. */
  linkStatus(args: { token: string }): Promise<DepositLinkView>
  /** Opens the provider's page where the family places the hold themselves. */
  openHoldCheckout(args: { token: string; openedAt: OpenedAt }): Promise<CheckoutSession>
}

export function createDepositService(ctx: DepositContext): DepositService {
  return {
    runDueJobs: () => runDueJobs(ctx),
    lapseHolds: () => lapseHolds(ctx),
    releaseReturned: () => releaseReturned(ctx),
    failedJobs: () => failedJobs(ctx),
    afterReturn: (args) => afterReturn(ctx, args),
    recordClaims: (args) => recordClaims(ctx, args),
    decide: (args) => decide(ctx, args),
    dispute: (args) => dispute(ctx, args),
    storeClaimPhoto: (args) => storeClaimPhoto(ctx, args),
    readClaimPhoto: (args) => readClaimPhoto(ctx, args),
    attention: (args) => depositAttention(ctx, args),
    view: (args) => currentDepositView(ctx, args),
    linkStatus: (args) => linkStatus(ctx, args),
    openHoldCheckout: (args) => openHoldCheckout(ctx, args),
  }
}
