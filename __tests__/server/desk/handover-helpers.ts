import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { staffActions } from '../../../src/server/db/schema'
import { inspectedWhenFine } from '../support/inspection'
import { bookedTraveller, bookingTestApp, payThroughSandbox } from '../support/bookings'
import { deskRequests, everyRole, type Auth } from './helpers'

/** Why a test's check-out has no signature on the screen. */
export const UNSIGNED_REASON = 'Signed on the paper copy'

/** The handover routes of one booking, as the desk calls them. */
export function handoverRequests(appOf: () => FastifyInstance) {
  const post = (auth: Auth, id: string, action: string, payload?: object) =>
    appOf().inject({
      method: 'POST',
      url: `/api/desk/bookings/${id}/${action}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    })
  return {
    options: (auth: Auth, id: string) =>
      appOf().inject({ url: `/api/desk/bookings/${id}/handover`, headers: auth }),
    /** A check-out the family signed on paper, unless `agreement` says otherwise. */
    checkOut: (
      auth: Auth,
      id: string,
      units: { unit_id: string; condition_note?: string }[],
      agreement: object = { unsigned_reason: UNSIGNED_REASON },
    ) => post(auth, id, 'check-out', { units, ...agreement }),
    /** A check-in; a unit back fine comes inspected, every check ticked, unless `checklist` says. */
    checkIn: (
      auth: Auth,
      id: string,
      units: { unit_id: string; outcome: string; note?: string; checklist?: string[] }[],
    ) => post(auth, id, 'check-in', { units: units.map(inspectedWhenFine) }),
    noShow: (auth: Auth, id: string) => post(auth, id, 'no-show'),
  }
}

/** A traveller's booking of these gear ids, paid in the sandbox. */
export async function paidBooking(app: FastifyInstance, gearIds: string[], overrides = {}) {
  const booked = await bookedTraveller(app, gearIds, overrides)
  await payThroughSandbox(app, booked.auth, booked.booking._id)
  return booked
}

/** The unit ids the desk suggests for a booking, over all its items. */
export async function suggestedUnits(
  requests: ReturnType<typeof handoverRequests>,
  auth: Auth,
  id: string,
): Promise<string[]> {
  const options = (await requests.options(auth, id)).json()
  return options.items.flatMap((item: { suggested: string[] }) => item.suggested)
}

/** Units of a gear item free at SVQ for a rental period, as search and quotes count them. */
export const freeUnits = async (
  app: FastifyInstance,
  gearId: string,
  startDate: string,
  endDate: string,
) =>
  (
    await app.catalogue.findAvailability({
      locationCode: 'SVQ',
      startDate,
      endDate,
      gearIds: [gearId],
    })
  ).get(gearId)!.available

/** The audit log's rows about a booking. */
export const auditRows = (app: FastifyInstance, bookingId: string) =>
  app.db.select().from(staffActions).where(eq(staffActions.bookingId, bookingId))

/** 10:30 in Seville (UTC+2) on the default pickup day, 2027-04-09 (pickup 10:00). */
export const PICKUP_MORNING = '2027-04-09T08:30:00Z'

/**
 * One app for a handover test file (configured by `env`) on a clock set to 2027-03-01 before
 * each test, with an account per role; after each test the money still adds up.
 */
export function handoverSuite(env: Record<string, string> = {}) {
  const suite = bookingTestApp('2027-03-01T10:00:00Z', env)
  let roles: Awaited<ReturnType<typeof everyRole>> | undefined
  beforeAll(async () => {
    roles = await everyRole(suite.app)
  })
  afterEach(async () => {
    expect(await suite.app.payments.moneyMismatches()).toEqual([])
  })
  return {
    suite,
    desk: deskRequests(() => suite.app),
    handover: handoverRequests(() => suite.app),
    get roles() {
      return roles!
    },
    free: (gearId: string, from: string, until: string) =>
      freeUnits(suite.app, gearId, from, until),
    auditOf: (bookingId: string) => auditRows(suite.app, bookingId),
  }
}
