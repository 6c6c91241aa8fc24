import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'
import { serverSecret } from '../secrets'

/** What a link without login lets its holder do; each link does one thing for one booking. */
export type LinkPurpose =
  | 'deposit_hold'
  | 'claim_photo'
  | 'flight_news'
  | 'invoice'
  /** A booking's QR code, which the desk scans to open the booking. */
  | 'booking_code'
  /** A booking's signed rental agreement (its PDF). */
  | 'agreement'
  /** Leaving the waitlist from its email: the token names the waitlist entry. */
  | 'waitlist_leave'

export interface SignedLinks {
  /**
   * A token naming the booking, the purpose, what in the booking it is about (`subject`, when
   * the purpose needs one: a claim photo) and the expiry, and nothing personal.
   */
  sign(args: { purpose: LinkPurpose; bookingId: string; subject?: string; expiresAt: Date }): string
  /**
   * The booking a token is for, when it was signed here for `purpose` and has not expired:
   * 400 INVALID_LINK otherwise (altered, another purpose, unreadable), 410 LINK_EXPIRED.
   */
  verify(args: { token: string; purpose: LinkPurpose }): {
    bookingId: string
    subject: string | null
    expiresAt: Date
  }
}

interface Payload {
  p: LinkPurpose
  b: string
  s?: string
  e: number
}

const invalid = () =>
  new AppError(400, 'INVALID_LINK', 'This link is not valid. Use the latest email we sent you.')

/**
 * Links that work without a login (docs/security.md): `<payload>.<HMAC-SHA256>` in base64url,
 * signed with a secret the server keeps in the database, so every process of a deployment
 * accepts the links another made. The time comes from the app's clock.
 */
export function signedLinks(secret: string, now: () => Date): SignedLinks {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest()
  return {
    sign({ purpose, bookingId, subject, expiresAt }) {
      const payload: Payload = {
        p: purpose,
        b: bookingId,
        ...(subject ? { s: subject } : {}),
        e: Math.floor(expiresAt.getTime() / 1000),
      }
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url')
      return `${encoded}.${mac(encoded).toString('base64url')}`
    },
    verify({ token, purpose }) {
      const [encoded, signature, extra] = token.split('.')
      if (!encoded || !signature || extra !== undefined) throw invalid()
      const expected = mac(encoded)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid()
      let payload: Payload
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload
      } catch {
        throw invalid()
      }
      if (payload.p !== purpose || typeof payload.b !== 'string' || !Number.isInteger(payload.e)) {
        throw invalid()
      }
      const expiresAt = new Date(payload.e * 1000)
      if (expiresAt <= now()) {
        throw new AppError(410, 'LINK_EXPIRED', 'This link has expired.')
      }
      return {
        bookingId: payload.b,
        subject: typeof payload.s === 'string' ? payload.s : null,
        expiresAt,
      }
    },
  }
}

export const signedLinksPlugin = fp(
  async (app: FastifyInstance) => {
    const secret = await serverSecret(app.db, 'signed_links')
    app.decorate(
      'links',
      signedLinks(secret, () => app.clock.now()),
    )
  },
  { name: 'signed-links', dependencies: ['database', 'clock'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    links: SignedLinks
  }
}
