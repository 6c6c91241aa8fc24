import type {
  AttentionList,
  DeskBookingDetail,
  DeskBookingPage,
  DeskDay,
  DeskRun,
  StaffCancelRequest,
  StaffList,
  StaffMember,
} from '../../../shared/contract/desk-bookings'
import type {
  AgreementLink,
  CheckInRequest,
  CheckOutRequest,
  HandoverOptions,
} from '../../../shared/contract/desk-handover'
import type { ScanResult } from '../../../shared/contract/codes'
import type { Language } from '../../../shared/domain/languages'
import { attentionAt } from './attention'
import { lateReturns, pastNoShowTime, unpaidNearPickup } from './attention-sources'
import { deskBookingDetail } from './booking-detail'
import { recordFamilyCall } from './family-calls'
import type { AttentionSource, DeskContext } from './context'
import { dayAtLocation } from './day-lists'
import { deliveryRun } from './delivery-run'
import { checkIn } from './handover/check-in'
import type { HandoverRequest } from './handover/handover-action'
import { checkOut } from './handover/check-out'
import { agreementPdf, bookingAgreement, type AgreementViewer } from './agreement/links'
import { markNoShow } from './handover/no-show'
import { handoverOptions } from './handover/options'
import { findBookings } from './lookup'
import { resolveScan } from './scan'
import { decideDeposit } from './deposit-decision'
import { cancelByStaff, refundByStaff } from './staff-cancellation'
import { changeRole, listStaff } from './staff-roles'

/**
 * The counter staff's working day: lists, lookup, the handover of units, and the admins'
 * cancellations, refunds and roles.
 */
export interface DeskService {
  /** Pickups and Returns at a location on a day (default today on its clock). */
  day(args: { locationCode: string; date?: string; language: Language }): Promise<DeskDay>
  /** A driver's deliveries and collections on a day from a location's stock, in run order. */
  run(args: { locationCode: string; date?: string; language: Language }): Promise<DeskRun>
  /** Bookings by part of a reference, email, last name or phone; newest pickup first. */
  find(args: {
    q: string
    limit: number
    cursor?: string
    language: Language
  }): Promise<DeskBookingPage>
  /** Bookings needing someone at a location, with what to do. */
  attention(args: { locationCode: string; language: Language }): Promise<AttentionList>
  /** Lets another domain add a reason for attention (bookings left short by out-of-service units). */
  addAttentionSource(source: AttentionSource): void
  /** What a code scanned or typed at a location's desk opens: a booking or a unit. */
  scan(args: { code: string; locationCode: string }): Promise<ScanResult>
  /** One booking at the desk, by id or reference (404 otherwise). */
  booking(args: {
    where: { id: string } | { reference: string }
    language: Language
  }): Promise<DeskBookingDetail>
  /** Admin: cancels with a reason the traveller reads and refunds `refundAmount`; once per key. */
  cancel(args: {
    actorId: string
    bookingId: string
    reason: string
    refundAmount: number
    /** The payment status the admin decided on; 409 PAYMENT_CHANGED when it is no longer so. */
    paymentStatus: StaffCancelRequest['payment_status']
    idempotencyKey: string
    language: Language
  }): Promise<DeskBookingDetail>
  /** Admin: refunds `amount` of what is left of the payment; once per key. */
  refund(args: {
    actorId: string
    bookingId: string
    amount: number
    note: string | null
    idempotencyKey: string
    language: Language
  }): Promise<DeskBookingDetail>
  /** Admin: decides the claims on a booking's deposit (keep part, release the rest); once per key. */
  decideDeposit(args: {
    actorId: string
    bookingId: string
    keepAmount: number
    note: string | null
    idempotencyKey: string
    language: Language
  }): Promise<DeskBookingDetail>
  /** Per item of a booking, the units free over its days and those the desk suggests. */
  handoverOptions(args: { bookingId: string }): Promise<HandoverOptions>
  /** Hands the chosen units over with a paid booking (see handover/check-out). */
  checkOut(args: HandoverRequest & CheckOutRequest): Promise<DeskBookingDetail>
  /** A booking's signed agreement and its PDF's address, for its family or staff (404 else). */
  bookingAgreement(args: { viewer: AgreementViewer; bookingId: string }): Promise<AgreementLink>
  /** A signed agreement's PDF, for its family, staff or a signed address (see agreement/links). */
  agreementPdf(args: {
    viewer: AgreementViewer | null
    token?: string
    bookingId: string
  }): Promise<{ filename: string; bytes: Buffer }>
  /** Takes units back, each fine, for cleaning or repair, or missing (see handover/check-in). */
  checkIn(args: HandoverRequest & { units: CheckInRequest['units'] }): Promise<DeskBookingDetail>
  /** Cancels a booking nobody came for once the grace period has passed (see handover/no-show). */
  markNoShow(args: HandoverRequest): Promise<DeskBookingDetail>
  /** The desk called the family; kept in the booking's history (audited). */
  recordFamilyCall(args: {
    actorId: string
    bookingId: string
    note: string | null
    language: Language
  }): Promise<DeskBookingDetail>
  /** Admins and moderators. */
  staff(): Promise<StaffList>
  /** Admin: makes an account a moderator, or a moderator a traveller again. */
  changeRole(args: {
    actorId: string
    email: string
    role: 'moderator' | 'user'
  }): Promise<StaffMember>
}

export function createDeskService(ctx: DeskContext): DeskService {
  ctx.attentionSources.push(unpaidNearPickup(ctx), lateReturns(ctx), pastNoShowTime(ctx))
  return {
    day: (args) => dayAtLocation(ctx, args),
    run: (args) => deliveryRun(ctx, args),
    find: (args) => findBookings(ctx, args),
    attention: (args) => attentionAt(ctx, args),
    addAttentionSource: (source) => {
      ctx.attentionSources.push(source)
    },
    scan: (args) => resolveScan(ctx, args),
    booking: (args) => deskBookingDetail(ctx, args),
    cancel: (args) => cancelByStaff(ctx, args),
    refund: (args) => refundByStaff(ctx, args),
    decideDeposit: (args) => decideDeposit(ctx, args),
    handoverOptions: (args) => handoverOptions(ctx, args),
    checkOut: (args) => checkOut(ctx, args),
    bookingAgreement: (args) => bookingAgreement(ctx, args),
    agreementPdf: (args) => agreementPdf(ctx, args),
    checkIn: (args) => checkIn(ctx, args),
    markNoShow: (args) => markNoShow(ctx, args),
    recordFamilyCall: (args) => recordFamilyCall(ctx, args),
    staff: () => listStaff(ctx),
    changeRole: (args) => changeRole(ctx, args),
  }
}
