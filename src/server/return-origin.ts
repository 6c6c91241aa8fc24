import type { FastifyRequest } from 'fastify'
import type { AppConfig } from './config'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Where the payment pages send the traveller back: PUBLIC_URL. In development without one, the
 * loopback address the traveller opened the app at (localhost or 127.0.0.1): session storage
 * belongs to one origin, so coming back to the other would sign them out.
 */
export function returnBaseFor(
  config: Pick<AppConfig, 'env' | 'publicUrl' | 'publicUrlConfigured'>,
  request: FastifyRequest,
): string {
  if (config.publicUrlConfigured || config.env !== 'development') return config.publicUrl
  const { origin, host } = request.headers
  const claimed = origin ?? (host ? `${request.protocol}://${host}` : null)
  if (!claimed) return config.publicUrl
  try {
    const url = new URL(claimed)
    const web = url.protocol === 'http:' || url.protocol === 'https:'
    return web && LOOPBACK_HOSTS.has(url.hostname) ? url.origin : config.publicUrl
  } catch {
    return config.publicUrl
  }
}
