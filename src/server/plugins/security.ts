import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ANALYTICS_CSP_SOURCES } from '../../shared/domain/analytics'
import type { AppConfig } from '../config'

/**
 * Security headers for every response: a strict Content-Security-Policy (no inline or eval
 * scripts), no framing, no MIME sniffing, a strict referrer policy, and HSTS behind https.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const https = config.publicUrl.startsWith('https://')
    // The analytics tag's hosts are allowed only when a measurement id is configured.
    const analytics = config.analyticsMeasurementId
      ? ANALYTICS_CSP_SOURCES
      : { script: [], img: [], connect: [] }
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'script-src': ["'self'", ...analytics.script],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:', ...analytics.img],
          'font-src': ["'self'"],
          'connect-src': ["'self'", ...analytics.connect],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'object-src': ["'none'"],
          'manifest-src': ["'self'"],
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
    })
  },
  { name: 'security' },
)

/** CSP for the interactive API reference, whose UI library sets inline styles. */
export const apiDocsCsp = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')
