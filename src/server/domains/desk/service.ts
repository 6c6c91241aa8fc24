import type {
  AttentionList,
  DeskBookingDetail,
  DeskBookingPage,
  DeskDay,
  StaffList,
  StaffMember,
} from '../../../shared/contract/desk-bookings'
import type { Language } from '../../../shared/domain/languages'
import { attentionAt, lateReturns, unpaidNearPickup } from './attention'
import { deskBookingDetail } from './booking-detail'
import type { AttentionSource, DeskContext } from './context'
import { dayAtLocation } from './day-lists'
import { findBookings } from './lookup'
import { cancelByStaff, refundByStaff } from './staff-cancellation'
import { changeRole, listStaff } from './staff-roles'

/** The counter staff's working day: lists, lookup, and the admins' cancellations, refunds and roles. */
export interface DeskService {
  /** Pickups and Returns at a location on a day (default today on its clock). */
  day(args: { locationCode: string; date?: string; language: Language }): Promise<DeskDay>
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
  ctx.attentionSources.push(unpaidNearPickup(ctx), lateReturns(ctx))
  return {
    day: (args) => dayAtLocation(ctx, args),
    find: (args) => findBookings(ctx, args),
    attention: (args) => attentionAt(ctx, args),
    addAttentionSource: (source) => {
      ctx.attentionSources.push(source)
    },
    booking: ({ where, language }) => deskBookingDetail(ctx, where, language),
    cancel: (args) => cancelByStaff(ctx, args),
    refund: (args) => refundByStaff(ctx, args),
    staff: () => listStaff(ctx),
    changeRole: (args) => changeRole(ctx, args),
  }
}
