/**
 * Validation messages (docs/product.md): a token is valid if it exists and, when an expiry (Unix
 * seconds) exists, the current time is before expiry × 1000.
 */
export function isTokenValid(
  token: string | null | undefined,
  expirySeconds: number | null | undefined,
  nowMs: number,
): boolean {
  if (!token) return false
  if (expirySeconds === null || expirySeconds === undefined) return true
  return nowMs < expirySeconds * 1000
}

/** The `exp` claim (Unix seconds) of a JWT, read without verifying it; null when unreadable. */
export function readJwtExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      exp?: unknown
    }
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : null
  } catch {
    return null
  }
}

export const toSeconds = (ms: number) => Math.floor(ms / 1000)
