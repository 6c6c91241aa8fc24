import type { AppConfig } from '../../config'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Where the traveller opened the app, as their request says: its Origin, else its Host. */
export interface OpenedAt {
  origin?: string
  host?: string
  protocol: string
}

/**
 * Where the payment pages send the traveller back: PUBLIC_URL. In development without one, the
 * loopback address the traveller opened the app at (localhost or 127.0.0.1): session storage
 * belongs to one origin, so coming back to the other would sign them out.
 */
export function returnBaseFor(
  config: Pick<AppConfig, 'env' | 'publicUrl' | 'publicUrlConfigured'>,
  { origin, host, protocol }: OpenedAt,
): string {
  if (config.publicUrlConfigured || config.env !== 'development') return config.publicUrl
  const claimed = origin ?? (host ? `${protocol}://${host}` : null)
  if (!claimed) return config.publicUrl
  try {
    const url = new URL(claimed)
    const web = url.protocol === 'http:' || url.protocol === 'https:'
    return web && LOOPBACK_HOSTS.has(url.hostname) ? url.origin : config.publicUrl
  } catch {
    return config.publicUrl
  }
}
