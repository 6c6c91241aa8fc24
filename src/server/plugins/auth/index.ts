import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../../../shared/domain/constants'
import type { AppConfig } from '../../config'
import { AppError, forbidden, unauthorized } from '../../errors'
import { runWhileListening } from '../../periodic-task'
import { rateLimitStore, deleteEndedRateLimitWindows } from './rate-limit-store'
import { loadAuthenticatedUser } from './session-check'
import { TokenService, type AccessClaims } from './tokens'

export interface Auth {
  userId: string
  role: Role
  sessionId: string
}

/** How often counters whose window is over are deleted. */
const RATE_LIMIT_SWEEP_MS = 10 * 60_000

export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please login first.'

/** The bearer token's verified claims, null when there is none; a bad token is an error. */
export async function bearerClaims(
  tokens: TokenService,
  request: FastifyRequest,
): Promise<AccessClaims | null> {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1])
    throw unauthorized('TOKEN_INVALID', 'The Authorization header must be "Bearer <token>".')
  return tokens.verifyAccessToken(match[1])
}

/**
 * Session tokens and the guards routes use: `app.tokens` (signs and verifies session JWTs),
 * `app.authenticate` (a signed-in user with an open session), `app.identify` (the same when
 * signed in, a guest otherwise) and `app.authorize(...roles)`. Also the per-address rate
 * limiter that routes opt in to, counting in the process's memory, or in the database for the
 * limits marked `acrossProcesses` so that they hold across every server process. Issuing
 * sessions is the accounts domain's work.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const tokens = await TokenService.create(app.db, config.jwtSecret)
    app.decorate('tokens', tokens)
    app.decorateRequest('auth', null)

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = await bearerClaims(tokens, request)
      if (!claims) throw unauthorized('AUTH_REQUIRED', AUTH_REQUIRED_MESSAGE)
      request.auth = await loadAuthenticatedUser(app.db, claims)
    })

    /** Who is signed in when a valid token comes along; a guest (auth null) otherwise. */
    app.decorate('identify', async (request: FastifyRequest) => {
      try {
        const claims = await bearerClaims(tokens, request)
        request.auth = claims ? await loadAuthenticatedUser(app.db, claims) : null
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        request.auth = null
      }
    })

    app.decorate('authorize', (...roles: Role[]) => async (request: FastifyRequest) => {
      await app.authenticate(request)
      if (!request.auth || !roles.includes(request.auth.role)) {
        throw forbidden('You do not have permission to do this.')
      }
    })

    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(app.db),
      allowList: config.rateLimitAllowList,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'RATE_LIMITED',
          `Too many requests. Please try again in ${context.after}.`,
          undefined,
          Math.ceil(context.ttl / 1000),
        ),
    })
    runWhileListening(
      app,
      'rate limit sweep',
      () => deleteEndedRateLimitWindows(app.db),
      RATE_LIMIT_SWEEP_MS,
    )
  },
  { name: 'auth', dependencies: ['database', 'errors'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
    authenticate(request: FastifyRequest): Promise<void>
    identify(request: FastifyRequest): Promise<void>
    authorize(...roles: Role[]): (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    auth: Auth | null
  }
}
