import { createHash } from 'node:crypto'
import fs from 'node:fs'
import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ANALYTICS_CSP_SOURCES } from '../../shared/domain/analytics'
import type { AppConfig } from '../config'
import { builtPages } from './built-pages'

const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The built pages' own inline scripts (index.html applies the stored colours before the first
 * paint; a prerendered page also starts the app's scripts once it has painted), allowed by their
 * SHA-256 and nothing else inline.
 */
export function inlineScriptHashes(clientDir: string | null): string[] {
  const hashes = new Set<string>()
  for (const file of clientDir ? builtPages(clientDir) : []) {
    const html = fs.readFileSync(file, 'utf8')
    for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`)
    }
  }
  return [...hashes]
}

/**
 * Security headers for every response: a strict Content-Security-Policy (no eval of JavaScript, no inline
 * script but the page's own, by hash), no framing, no MIME sniffing, a strict referrer policy, and HSTS when served over
 * https (an https PUBLIC_URL, or X-Forwarded-Proto: https from a trusted proxy).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const https = config.publicUrl.startsWith('https://')
    const servedOverHttps = (request: FastifyRequest) =>
      https || (config.trustProxy && request.protocol === 'https')
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
          // 'wasm-unsafe-eval' lets the desk's barcode polyfill compile its WebAssembly (our own
          // file, from 'self'); it allows no eval of JavaScript.
          'script-src': [
            "'self'",
            "'wasm-unsafe-eval'",
            ...inlineScriptHashes(config.clientDir),
            ...analytics.script,
          ],
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
      strictTransportSecurity: false,
      frameguard: { action: 'deny' },
    })
    app.addHook('onRequest', async (request, reply) => {
      if (servedOverHttps(request)) reply.header('strict-transport-security', HSTS)
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
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')
