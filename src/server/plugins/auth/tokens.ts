import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Role } from '../../../shared/domain/constants'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { serverSecret } from '../../secrets'

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60
const ISSUER = 'tinytrip'

export const SESSION_ENDED = 'Your session has ended. Please log in again.'

export interface AccessClaims {
  userId: string
  role: Role
  sessionId: string
  tokenVersion: number
}

export interface RefreshClaims {
  userId: string
  sessionId: string
  tokenId: string
  expiresAt: Date
}

const invalid = () => new AppError(401, 'TOKEN_INVALID', 'The session token is not valid.')
const expired = () => new AppError(401, 'TOKEN_EXPIRED', 'The session token has expired.')

/** Signs and checks session JWTs (HS256). Access and refresh tokens have distinct audiences. */
export class TokenService {
  private constructor(private readonly key: Uint8Array) {}

  /** The configured secret, or one generated at first start and kept in the database. */
  static async create(db: Db, configured: string | null): Promise<TokenService> {
    const secret = configured ?? (await serverSecret(db, 'jwt'))
    return new TokenService(new TextEncoder().encode(secret))
  }

  issueAccessToken(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sessionId, ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience('access')
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.key)
  }

  issueRefreshToken(claims: RefreshClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setJti(claims.tokenId)
      .setIssuer(ISSUER)
      .setAudience('refresh')
      .setIssuedAt()
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
      .sign(this.key)
  }

  async verifyAccessToken(token: string): Promise<AccessClaims> {
    const payload = await this.verify(token, 'access')
    const { sub, role, sid, ver } = payload
    if (
      typeof sub !== 'string' ||
      typeof sid !== 'string' ||
      typeof ver !== 'number' ||
      (role !== 'admin' && role !== 'moderator' && role !== 'user')
    ) {
      throw invalid()
    }
    return { userId: sub, role, sessionId: sid, tokenVersion: ver }
  }

  async verifyRefreshToken(token: string): Promise<RefreshClaims> {
    const payload = await this.verify(token, 'refresh')
    const { sub, sid, jti, exp } = payload
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string' || !exp) {
      throw invalid()
    }
    return { userId: sub, sessionId: sid, tokenId: jti, expiresAt: new Date(exp * 1000) }
  }

  private async verify(token: string, audience: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
      })
      return payload
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw expired()
      throw invalid()
    }
  }
}
