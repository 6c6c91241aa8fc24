import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { reservations } from '../../../src/server/db/schema'

/** Asks what a change of a booking would cost (the family's route, or the desk's). */
export const previewChange = (
  app: FastifyInstance,
  auth: Record<string, string>,
  bookingId: string,
  body: object,
  desk = false,
) =>
  app.inject({
    method: 'POST',
    url: `/api${desk ? '/desk' : ''}/bookings/${bookingId}/changes/preview`,
    headers: auth,
    payload: body,
  })

/** Commits a change of a booking once per key (a new key unless one is given). */
export const commitChange = (
  app: FastifyInstance,
  auth: Record<string, string>,
  bookingId: string,
  body: object,
  { key = randomUUID(), desk = false }: { key?: string; desk?: boolean } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api${desk ? '/desk' : ''}/bookings/${bookingId}/changes`,
    headers: { ...auth, 'idempotency-key': key },
    payload: body,
  })

/** The booking's reservations still keeping units, by gear: [start, end, quantity, status]. */
export async function keptUnits(app: FastifyInstance, bookingId: string) {
  const rows = await app.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.bookingId, bookingId),
        inArray(reservations.status, ['held', 'confirmed']),
      ),
    )
  return rows
    .map((row) => [row.gearId, row.startDate, row.endDate, row.quantity, row.status])
    .sort()
}
