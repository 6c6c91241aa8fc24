import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { outboxEmails, users } from '../../../src/server/db/schema'

export const STRONG_PASSWORD = 'Sunny#Seville1'

export function newTraveller(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Lucía',
    last_name: 'García',
    phone: '+34 612 345 678',
    email: `traveller-${randomUUID().slice(0, 8)}@example.com`,
    password: STRONG_PASSWORD,
    language_preference: 'es',
    legitimate_data_processing_consent: true,
    marketing_consent: false,
    ...overrides,
  }
}

/** The newest email queued for an address. */
export async function latestEmail(app: FastifyInstance, to: string) {
  const [email] = await app.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to.toLowerCase()))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1)
  return email
}

export async function emailsTo(app: FastifyInstance, to: string) {
  return app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to.toLowerCase()))
}

/** The secret a link in an email carries, e.g. linkParam(email, 'code'). */
export function linkParam(text: string | undefined, name: string): string {
  const match = new RegExp(`[?&]${name}=([^\\s&]+)`).exec(text ?? '')
  if (!match?.[1]) throw new Error(`No ${name} link in: ${text}`)
  return decodeURIComponent(match[1])
}

export const signUp = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/users', payload: body, remoteAddress: randomAddress() })

/** A distinct client address per call, so per-address limits do not leak between tests. */
export const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`

export async function activatedTraveller(app: FastifyInstance, overrides = {}) {
  const traveller = newTraveller(overrides)
  const res = await signUp(app, traveller)
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`)
  const code = linkParam((await latestEmail(app, traveller.email))?.textBody, 'code')
  await app.inject({ url: `/api/users/activate?code=${encodeURIComponent(code)}` })
  return traveller
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = randomAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  })
}

export async function signedIn(app: FastifyInstance, overrides = {}) {
  const traveller = await activatedTraveller(app, overrides)
  const res = await logIn(app, traveller.email, traveller.password)
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  const tokens = res.json() as { access_token: string; refresh_token: string; user_id: string }
  return { traveller, tokens, auth: { authorization: `Bearer ${tokens.access_token}` } }
}

export const decodeJwt = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >

/** A signed-in account with a staff role: a traveller promoted in the database. */
export async function signedInAs(app: FastifyInstance, role: 'admin' | 'moderator') {
  const session = await signedIn(app)
  await app.db.update(users).set({ role }).where(eq(users.id, session.tokens.user_id))
  return session
}
