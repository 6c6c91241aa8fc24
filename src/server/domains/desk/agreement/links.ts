import { eq } from 'drizzle-orm'
import type { AgreementLink } from '../../../../shared/contract/desk-handover'
import { bookings, rentalAgreements } from '../../../db/schema'
import { notFound, unauthorized } from '../../../errors'
import type { DeskContext } from '../context'

/** Who asks: the family that booked, or staff (a moderator or an admin); null for a guest. */
export interface AgreementViewer {
  userId: string
  role: string
}

/** A signed address lives this long; the booking gives fresh ones. */
const LINK_MINUTES = 60

const canSee = (viewer: AgreementViewer, ownerId: string) =>
  viewer.userId === ownerId || viewer.role === 'admin' || viewer.role === 'moderator'

const agreementOf = async (ctx: Pick<DeskContext, 'db'>, bookingId: string) =>
  (await ctx.db.select().from(rentalAgreements).where(eq(rentalAgreements.bookingId, bookingId)))[0]

/** A booking's signed agreement with an address its PDF is read from for an hour; null if none. */
export async function agreementLink(
  ctx: Pick<DeskContext, 'db' | 'links' | 'now'>,
  { bookingId }: { bookingId: string },
): Promise<AgreementLink | null> {
  const agreement = await agreementOf(ctx, bookingId)
  if (!agreement) return null
  const token = ctx.links.sign({
    purpose: 'agreement',
    bookingId,
    expiresAt: new Date(ctx.now().getTime() + LINK_MINUTES * 60_000),
  })
  return {
    signed_at: agreement.signedAt.toISOString(),
    signer_name: agreement.signerName,
    url: `/api/bookings/${bookingId}/agreement.pdf?token=${token}`,
  }
}

/** The booking when the viewer may see it (its family or staff); 404 otherwise. */
async function visibleBooking(
  ctx: Pick<DeskContext, 'db'>,
  { viewer, bookingId }: { viewer: AgreementViewer; bookingId: string },
) {
  const [booking] = await ctx.db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
  if (!booking || !canSee(viewer, booking.userId)) throw notFound('Booking not found')
}

/** A booking's signed agreement for its family or staff: 404 to anyone else, or when none. */
export async function bookingAgreement(
  ctx: Pick<DeskContext, 'db' | 'links' | 'now'>,
  args: { viewer: AgreementViewer; bookingId: string },
) {
  await visibleBooking(ctx, args)
  const link = await agreementLink(ctx, args)
  if (!link) throw notFound('This booking has no signed agreement')
  return link
}

/**
 * The signed agreement's PDF: for its family or staff signed in, or the holder of an address
 * signed for it; 401 to a guest without one, 404 to anyone else and when there is none.
 */
export async function agreementPdf(
  ctx: Pick<DeskContext, 'db' | 'links' | 'files'>,
  {
    viewer,
    token,
    bookingId,
  }: { viewer: AgreementViewer | null; token?: string; bookingId: string },
) {
  if (token !== undefined) {
    const signed = ctx.links.verify({ token, purpose: 'agreement' })
    if (signed.bookingId !== bookingId) throw notFound('Booking not found')
  } else if (!viewer) {
    throw unauthorized('AUTH_REQUIRED', 'Sign in to read the agreement.')
  } else {
    await visibleBooking(ctx, { viewer, bookingId })
  }
  const agreement = await agreementOf(ctx, bookingId)
  const file = agreement && (await ctx.files.read({ id: agreement.fileId }))
  if (!agreement || !file) throw notFound('This booking has no signed agreement')
  const [booking] = await ctx.db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
  return { filename: `agreement-${booking!.reference}.pdf`, bytes: file.bytes }
}
