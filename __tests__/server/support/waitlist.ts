import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { inventory } from '../../../src/server/db/schema'
import { latestEmail } from './accounts'

/** The rental the waitlist suites ask for (checkout()'s dates at SVQ). */
export const waitlistJoin = (gearId: string, overrides: Record<string, unknown> = {}) => ({
  gear_id: gearId,
  units: 1,
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
  ...overrides,
})

export const joinWaitlist = (
  app: FastifyInstance,
  auth: Record<string, string>,
  body: object,
  lang = 'en',
) => app.inject({ method: 'POST', url: `/api/waitlist?lang=${lang}`, headers: auth, payload: body })

export async function myEntries(app: FastifyInstance, auth: Record<string, string>) {
  const res = await app.inject({ url: '/api/waitlist', headers: auth })
  return (res.json() as { entries: { _id: string; status: string; quote_id: string | null }[] })
    .entries
}

/** Every unit of an item at SVQ, as stock. */
export async function setStock(app: FastifyInstance, gearId: string, units: number) {
  await app.db.update(inventory).set({ stock: units }).where(eq(inventory.gearId, gearId))
}

/** The newest waitlist offer email to an address, if any. */
export async function offerEmail(app: FastifyInstance, to: string) {
  const email = await latestEmail(app, to)
  return email?.template === 'waitlist_offer' ? email : undefined
}

/** The token of the leave link in an email's text. */
export function leaveToken(text: string): string {
  const match = /\/waitlist\/leave#([A-Za-z0-9_.-]+)/.exec(text)
  if (!match?.[1]) throw new Error(`No leave link in: ${text}`)
  return match[1]
}
