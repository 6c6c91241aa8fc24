import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import { ClaimPhotoUploaded, DepositDecisionRequest } from '../../../../shared/contract/deposits'
import { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { CLAIM_PHOTO_MAX_BYTES } from '../../../../shared/domain/deposits'
import { bookingChange, changeOf, type ChangeRequest } from './booking-change'

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  422: ErrorResponse,
}
const tags = ['desk', 'deposits']

/**
 * A photo arrives as its own bytes, whatever its Content-Type says: the service reads the bytes
 * and refuses anything but a JPEG, PNG or WebP photo (415) with the desk's own message.
 */
const claimPhotoUpload: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize('moderator', 'admin')
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.post(
    '/claim-photos',
    {
      onRequest: staff,
      // Room for the largest photo; a larger one is refused by the service with its own message.
      bodyLimit: CLAIM_PHOTO_MAX_BYTES + 1024,
      schema: {
        tags,
        summary: 'Upload a photo for a claim (moderator, admin)',
        description:
          'The body is the image itself (Content-Type image/jpeg, image/png or image/webp, at ' +
          'most 8 MB). It is decoded and re-encoded upright without its metadata (no EXIF, no ' +
          'position). 415 UNSUPPORTED_MEDIA_TYPE for another type, 413 FILE_TOO_LARGE, 422 ' +
          'INVALID_IMAGE for a damaged one. Answers the id to send with a claim at check-in; a ' +
          'photo no claim uses is removed after a day.',
        security: [{ bearer: [] }],
        response: { 201: ClaimPhotoUploaded, ...errors },
      },
    },
    async (request, reply) => {
      const photo = await app.deposits.storeClaimPhoto({
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        declaredType: request.headers['content-type'] ?? null,
        uploadedBy: request.auth!.userId,
      })
      return reply.status(201).send(photo)
    },
  )
}

/** Claims on deposits at the desk: their photos (staff) and the decision on them (admins). */
const deskDepositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = app.authorize('admin')
  await app.register(claimPhotoUpload)

  app.post(
    '/bookings/:id/deposit/decision',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Decide the claims on a booking's deposit (admin)",
        description:
          'Keeps `keep_amount` cents of the deposit (at most what was claimed: 422 ' +
          'DECISION_TOO_LARGE) and releases the rest: a held deposit is captured for that ' +
          'amount and the rest of the hold released; a charged one refunds the rest. Once per ' +
          'booking (409 ALREADY_DECIDED, NO_CLAIM), once all its gear is back (409 ' +
          'UNITS_STILL_OUT). Keeping anything waits until the family ' +
          'answered or their time to answer passed (409 DECISION_TOO_EARLY); 409 ' +
          'DEPOSIT_NOT_HELD when no deposit is held to take it from. The family is emailed the ' +
          'decision. One transaction with its audit row; the same Idempotency-Key answers again.',
        ...bookingChange,
        body: DepositDecisionRequest,
        response: { 200: DeskBookingDetail, ...errors },
      },
    },
    async (request) =>
      app.desk.decideDeposit({
        ...changeOf(request as ChangeRequest),
        keepAmount: request.body.keep_amount,
        note: request.body.note?.trim() || null,
      }),
  )
}

export default deskDepositRoutes
