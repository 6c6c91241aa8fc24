import type { SignedAgreementInput } from '../../../../shared/contract/desk-handover'
import { AppError } from '../../../errors'
import type { DeskContext, Tx } from '../context'
import type { LockedBooking } from '../handover/handover-action'
import { checkedSignature } from './signature'
import { signAgreement, type AgreementUnit } from './sign'

/** What a check-out brings of its agreement: the signed one, or why there is none. */
export type CheckOutAgreement =
  { signed: SignedAgreementInput; signaturePng: Buffer } | { unsignedReason: string }

/**
 * The check-out's agreement, checked before the handover locks anything: a signature that is
 * a sound PNG (413 SIGNATURE_TOO_LARGE, 422 SIGNATURE_INVALID), or a reason there is none (422
 * AGREEMENT_UNSIGNED without either).
 */
export async function checkedAgreement({
  agreement,
  unsigned_reason,
}: {
  agreement?: SignedAgreementInput
  unsigned_reason?: string
}): Promise<CheckOutAgreement> {
  if (agreement) {
    if (!agreement.signer_name.trim()) {
      throw new AppError(422, 'AGREEMENT_UNSIGNED', 'Write the name of the person who signs.')
    }
    return {
      signed: agreement,
      signaturePng: await checkedSignature({ base64: agreement.signature_png }),
    }
  }
  const reason = unsigned_reason?.trim()
  if (!reason) {
    throw new AppError(
      422,
      'AGREEMENT_UNSIGNED',
      'The family signs the rental agreement before the gear goes out; if they cannot, say why.',
    )
  }
  return { unsignedReason: reason }
}

/** Keeps the signed agreement (PDF, email), or audits the check-out that has none and why. */
export async function recordAgreement(
  ctx: Pick<DeskContext, 'files' | 'audit' | 'bookings'>,
  {
    tx,
    locked,
    agreement,
    actorId,
    units,
  }: {
    tx: Tx
    locked: LockedBooking
    agreement: CheckOutAgreement
    actorId: string
    units: AgreementUnit[]
  },
) {
  if ('unsignedReason' in agreement) {
    await ctx.audit.record({
      tx,
      actorId,
      action: 'booking.check_out_unsigned',
      bookingId: locked.booking.id,
      takenAt: locked.takenAt,
      before: null,
      after: { reason: agreement.unsignedReason },
    })
    return
  }
  await signAgreement(ctx, {
    tx,
    booking: locked.booking,
    units,
    agreement: agreement.signed,
    signaturePng: agreement.signaturePng,
    actorId,
    // Signed when staff took the check-out, also when it was taken offline and sent later.
    now: locked.takenAt ?? locked.now,
    timeZone: locked.timeZone,
    takenAt: locked.takenAt,
  })
}
