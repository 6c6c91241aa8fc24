import type { SignedLinks } from '../../plugins/signed-links'
import type { PhotoUrl } from './view'

/** A claim photo's address stays readable this long after the page asked for it. */
const PHOTO_LINK_MINUTES = 60

/**
 * Claim photos are read from signed addresses (an <img> sends no bearer token): each names one
 * booking's photo and expires within the hour; the token is left out of the request logs.
 */
export const claimPhotoUrl =
  (links: SignedLinks, now: () => Date): PhotoUrl =>
  ({ bookingId, fileId }) =>
    `/api/claim-photos/${links.sign({
      purpose: 'claim_photo',
      bookingId,
      subject: fileId,
      expiresAt: new Date(now().getTime() + PHOTO_LINK_MINUTES * 60_000),
    })}`
