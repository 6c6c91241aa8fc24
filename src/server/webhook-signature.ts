import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed webhooks (the payment provider's, the flight status port's): the signature covers the
 * raw bytes and a timestamp, so a captured message cannot be replayed later.
 */

/** A webhook whose signature is missing, malformed, stale or wrong. */
export class InvalidWebhookError extends Error {
  override name = 'InvalidWebhookError'
}

/** Webhooks older (or newer) than this are refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

const hmac = (secret: string, { timestamp, body }: { timestamp: number; body: Buffer | string }) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme Stripe uses. */
export function signPayload(
  secret: string,
  { body, nowMs = Date.now() }: { body: string; nowMs?: number },
): string {
  const timestamp = Math.floor(nowMs / 1000)
  return `t=${timestamp},v1=${hmac(secret, { timestamp, body })}`
}

export function verifySignature(
  secret: string,
  {
    body,
    header,
    nowMs = Date.now(),
  }: { body: Buffer; header: string | undefined; nowMs?: number },
) {
  if (!header) throw new InvalidWebhookError('The webhook has no signature.')
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)))
  const timestamp = Number(parts.t)
  const given = typeof parts.v1 === 'string' ? parts.v1 : ''
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new InvalidWebhookError('The webhook signature is malformed.')
  }
  if (Math.abs(nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new InvalidWebhookError('The webhook is too old or from the future.')
  }
  const expected = Buffer.from(hmac(secret, { timestamp, body }), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new InvalidWebhookError('The webhook signature does not match.')
  }
}
