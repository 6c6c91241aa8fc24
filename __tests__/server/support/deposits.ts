import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { depositHolds, deposits, refunds, sandboxHolds } from '../../../src/server/db/schema'
import { emailsTo } from './accounts'

/** The deposit's row, as recorded. */
export async function depositRow(app: FastifyInstance, bookingId: string) {
  const [row] = await app.db.select().from(deposits).where(eq(deposits.bookingId, bookingId))
  return row!
}

/** The booking's holds as we recorded them, oldest first, each with what the sandbox says. */
export async function holdsOf(app: FastifyInstance, bookingId: string) {
  const ours = await app.db
    .select()
    .from(depositHolds)
    .where(eq(depositHolds.bookingId, bookingId))
    .orderBy(asc(depositHolds.createdAt))
  const theirs = await app.db.select().from(sandboxHolds)
  return ours.map((hold) => ({
    ...hold,
    atProvider: theirs.find((candidate) => candidate.id === hold.providerHoldId) ?? null,
  }))
}

/** The booking's refunds, as recorded. */
export const refundsOf = (app: FastifyInstance, bookingId: string) =>
  app.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))

/** The booking as its traveller reads it. */
export const travellerView = async (
  app: FastifyInstance,
  auth: Record<string, string>,
  bookingId: string,
  lang = 'en',
) => (await app.inject({ url: `/api/bookings/${bookingId}?lang=${lang}`, headers: auth })).json()

/** The emails of one template to an address, oldest first. */
export const emailsOf = async (app: FastifyInstance, to: string, template: string) =>
  (await emailsTo(app, to))
    .filter((email) => email.template === template)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())

/** The deposit link in an email: its token, from the fragment of /deposit#<token>. */
export function depositLinkToken(text: string): string {
  const match = /\/deposit#([A-Za-z0-9_.-]+)/.exec(text)
  if (!match) throw new Error(`No deposit link in: ${text}`)
  return match[1]!
}

/** One round of the booking clock, then another to carry out what the first decided. */
export async function runClock(app: FastifyInstance) {
  await app.bookingClock.runOnce()
  return app.bookingClock.runOnce()
}
