import { and, eq } from 'drizzle-orm'
import { claimPhotos, damageClaims } from '../../db/schema'
import { AppError } from '../../errors'
import type { SignedLinks } from '../../plugins/signed-links'
import { normalisePhoto } from '../files'
import type { DepositContext, PhotoUrl } from './context'

/** A claim photo's address stays readable this long after the page asked for it. */
const PHOTO_LINK_MINUTES = 60

/**
 * Claim photos are read from signed addresses (an <img> sends no bearer token): each names one
 * booking's photo and expires within the hour; the `token` parameter is left out of the request
 * logs, as every token is.
 */
export const claimPhotoUrl =
  (links: SignedLinks, now: () => Date): PhotoUrl =>
  ({ bookingId, fileId }) =>
    `/api/claim-photos?token=${links.sign({
      purpose: 'claim_photo',
      bookingId,
      subject: fileId,
      expiresAt: new Date(now().getTime() + PHOTO_LINK_MINUTES * 60_000),
    })}`

/**
 * A photo the desk takes for a claim, made safe (JPEG, PNG or WebP only, re-encoded without its
 * metadata, size-limited: see normalisePhoto) and stored, not yet attached to anything.
 */
export async function storeClaimPhoto(
  ctx: Pick<DepositContext, 'files'>,
  {
    bytes,
    declaredType,
    uploadedBy,
  }: { bytes: Buffer; declaredType: string | null; uploadedBy: string },
) {
  const photo = await normalisePhoto({ bytes, declaredType })
  const stored = await ctx.files.store({
    purpose: 'claim_photo',
    bytes: photo.bytes,
    contentType: photo.contentType,
    uploadedBy,
  })
  return { id: stored.id }
}

/**
 * A claim photo read from its signed address: the token must be one signed for a claim photo,
 * unexpired, and name a photo of a claim of the booking it names (404 otherwise).
 */
export async function readClaimPhoto(
  ctx: Pick<DepositContext, 'db' | 'files' | 'links'>,
  { token }: { token: string },
) {
  const { bookingId, subject } = ctx.links.verify({ token, purpose: 'claim_photo' })
  const notFound = new AppError(404, 'NOT_FOUND', 'Photo not found')
  if (!subject) throw notFound
  const [owned] = await ctx.db
    .select({ fileId: claimPhotos.fileId })
    .from(claimPhotos)
    .innerJoin(damageClaims, eq(damageClaims.id, claimPhotos.claimId))
    .where(and(eq(claimPhotos.fileId, subject), eq(damageClaims.bookingId, bookingId)))
  const file = owned ? await ctx.files.read({ id: subject }) : null
  if (!file) throw notFound
  return file
}
