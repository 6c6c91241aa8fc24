/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: every request
 * of a race is split between them. Whatever must happen once (a unit sold, a booking per key, a
 * refund per key, a transition per provider event, an email, a scheduled job per due item)
 * happens once, and the limits on sign-in and sign-up hold for both together.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import {
  bookings,
  outboxEmails,
  payments,
  quotes,
  refunds,
  reservations,
  sandboxCheckouts,
  staffActions,
  webhookEvents,
} from '../../../src/server/db/schema'
import { signPayload } from '../../../src/server/webhook-signature'
import { serverSecret } from '../../../src/server/secrets'
import { addDays } from '../../../src/shared/domain/calendar'
import { wallClockAt } from '../../../src/shared/domain/zonedTime'
import { newTraveller } from '../support/accounts'
import { checkout } from '../support/bookings'
import { call, eventually, startServerPair, type Answer } from '../support/serverPair'
import type { ServerProcess } from '../support/serverProcess'
import { describeOnPostgres } from '../support/testDatabase'
import { keepUnits } from '../support/units'

// Starting two servers, then waiting on their 2 s and 5 s timers, can be slow on a busy machine.
jest.setTimeout(90_000)

const SIGNUPS_PER_HOUR = 4

interface Booked {
  _id: string
  reference: string
}
/** The booking clock runs every 5 s in each process: a round and a margin. */
const CLOCK_ROUND_MS = 6_000

describeOnPostgres(
  'two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    let pair: Awaited<ReturnType<typeof startServerPair>>
    let a: ServerProcess
    let b: ServerProcess
    let db: Db
    let traveller: Record<string, string>
    let admin: Record<string, string>
    let gearIds: string[]

    /** The i-th request of a burst goes to one process, the next to the other. */
    const either = (i: number) => (i % 2 === 0 ? a : b)

    async function signIn(server: ServerProcess, email: string, password: string) {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email, password } })
      expect(res.status).toBe(200)
      return { authorization: `Bearer ${res.body.access_token}` }
    }

    async function quote(server: ServerProcess, gearId: string, overrides = {}) {
      return call(server, 'POST', '/api/quotes', {
        headers: traveller,
        body: checkout([gearId], overrides),
      })
    }

    async function booked(server: ServerProcess, gearId: string, overrides = {}) {
      const quoted = await quote(server, gearId, overrides)
      expect(quoted.status).toBe(201)
      const res = await call(server, 'POST', '/api/bookings', {
        headers: traveller,
        body: { quote_id: quoted.body._id },
      })
      expect(res.status).toBe(201)
      return res.body as Booked
    }

    /** Checkout opened through one process, paid on the sandbox's page served by the other. */
    async function pay(bookingId: string, opener: ServerProcess, payer: ServerProcess) {
      const opened = await call(opener, 'POST', `/api/bookings/${bookingId}/checkout`, {
        headers: traveller,
      })
      expect(opened.status).toBe(200)
      const paid = await call(payer, 'POST', `/sandbox/checkout/${opened.body.session_id}/pay`, {
        body: '',
        form: true,
      })
      expect(paid.status).toBe(303)
    }

    /** The emails of one template about a booking (its reference is in the subject). */
    const emailsAbout = async (reference: string, template: string) =>
      (await db.select().from(outboxEmails).where(eq(outboxEmails.template, template))).filter(
        (email) => email.subject.includes(reference),
      )

    const burst = (count: number, send: (server: ServerProcess, i: number) => Promise<Answer>) =>
      Promise.all(Array.from({ length: count }, (_, i) => send(either(i), i)))

    beforeAll(async () => {
      pair = await startServerPair({
        TRUST_PROXY: 'true',
        SIGNUP_LIMIT_PER_HOUR: String(SIGNUPS_PER_HOUR),
      })
      ;[a, b] = pair.servers
      db = pair.db
      const search = await call(
        a,
        'GET',
        '/api/gear?pickup_location_code=SVQ&start_date=2027-05-03&end_date=2027-05-06&pickup_time=10:00&return_time=18:00',
      )
      gearIds = (search.body.items as { _id: string; available_stock: number }[])
        .filter((item) => item.available_stock >= 2)
        .map((item) => item._id)
      // One item per race below, and six more for the booking clock.
      expect(gearIds.length).toBeGreaterThanOrEqual(9)
      // Tokens signed by one process are honoured by the other: the signing key is shared.
      traveller = await signIn(a, 'traveller@tinytrip.es', 'Traveller#Demo2026')
      admin = await signIn(b, 'admin@tinytrip.es', 'Admin#Demo2026')
    }, 120_000)
    afterAll(async () => {
      expect(await pair?.stop()).toEqual([0, 0])
    })

    it('sells the last unit once, and the other process never sells from a stale count', async () => {
      const lastUnit = gearIds[0]!
      await keepUnits(db, lastUnit, 1)
      const period = { start_date: '2027-05-03', end_date: '2027-05-06' }
      const details = `/api/gear/${lastUnit}?pickup_location_code=SVQ&start_date=${period.start_date}&end_date=${period.end_date}&pickup_time=10:00&return_time=18:00`
      for (const server of [a, b]) {
        expect((await call(server, 'GET', details)).body.available_stock).toBe(1)
      }

      const answers = await burst(16, (server) => quote(server, lastUnit, period))
      expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(15).fill(409)])
      const held = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.gearId, lastUnit), eq(reservations.status, 'held')))
      expect(held).toHaveLength(1)
      for (const server of [a, b]) {
        expect((await call(server, 'GET', details)).body.available_stock).toBe(0)
      }

      // The hold runs out: both processes see the unit free at once, and either clock expires it.
      const winner = answers.find((res) => res.status === 201)!.body._id as string
      await db.update(quotes).set({ expiresAt: new Date() }).where(eq(quotes.id, winner))
      await db
        .update(reservations)
        .set({ expiresAt: new Date() })
        .where(eq(reservations.quoteId, winner))
      for (const server of [a, b]) {
        expect((await call(server, 'GET', details)).body.available_stock).toBe(1)
      }
      await eventually(async () => {
        const [row] = await db.select().from(quotes).where(eq(quotes.id, winner))
        return row?.status === 'expired'
      }, 'the hold to expire')
    })

    it('books once per Idempotency-Key, and refunds once per key, whichever process answers', async () => {
      const quoted = await quote(a, gearIds[1]!, {
        start_date: '2027-06-07',
        end_date: '2027-06-10',
      })
      const key = `book-${randomUUID()}`
      const answers = await burst(8, (server) =>
        call(server, 'POST', '/api/bookings', {
          headers: { ...traveller, 'idempotency-key': key },
          body: { quote_id: quoted.body._id },
        }),
      )
      expect(new Set(answers.map((res) => res.status))).toEqual(new Set([201]))
      expect(new Set(answers.map((res) => res.body._id)).size).toBe(1)
      const stored = await db.select().from(bookings).where(eq(bookings.quoteId, quoted.body._id))
      expect(stored).toHaveLength(1)
      const booking = answers[0]!.body as Booked

      await pay(booking._id, a, b)
      await eventually(async () => {
        const [row] = await db.select().from(bookings).where(eq(bookings.id, booking._id))
        return row?.paymentStatus === 'paid'
      }, 'the payment')

      const refundKey = `refund-${randomUUID()}`
      const refunded = await burst(8, (server) =>
        call(server, 'POST', `/api/desk/bookings/${booking._id}/refunds`, {
          headers: { ...admin, 'idempotency-key': refundKey },
          body: { amount: 1_000, reason: 'Scratched wheel' },
        }),
      )
      expect(new Set(refunded.map((res) => res.status))).toEqual(new Set([200]))
      const rows = await db.select().from(refunds).where(eq(refunds.bookingId, booking._id))
      expect(rows.map((row) => row.amountCents)).toEqual([1_000])
      const audit = await db
        .select()
        .from(staffActions)
        .where(
          and(eq(staffActions.bookingId, booking._id), eq(staffActions.action, 'booking.refund')),
        )
      expect(audit).toHaveLength(1)

      // The traveller's cancellation, sent to both at once: one cancellation, one refund of the rest.
      const cancelled = await burst(6, (server) =>
        call(server, 'POST', `/api/bookings/${booking._id}/cancel`, { headers: traveller }),
      )
      expect(cancelled.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
      const after = await db.select().from(refunds).where(eq(refunds.bookingId, booking._id))
      expect(after.map((row) => row.reason).sort()).toEqual(['cancellation', 'staff'])
      await eventually(
        async () => (await emailsAbout(booking.reference, 'refund_issued')).length === 2,
        'both refund emails',
      )
      await new Promise((resolve) => setTimeout(resolve, CLOCK_ROUND_MS))
      expect(await emailsAbout(booking.reference, 'refund_issued')).toHaveLength(2)
      expect(await emailsAbout(booking.reference, 'cancellation')).toHaveLength(1)
    })

    it('makes one transition of a provider event replayed to both processes', async () => {
      const booking = await booked(b, gearIds[2]!, {
        start_date: '2027-07-05',
        end_date: '2027-07-08',
      })
      const opened = await call(a, 'POST', `/api/bookings/${booking._id}/checkout`, {
        headers: traveller,
      })
      const [session] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, opened.body.session_id))
      const eventId = `evt_replay_${randomUUID().slice(0, 8)}`
      const body = JSON.stringify({
        id: eventId,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session!.id,
            payment_intent: session!.paymentIntentId,
            payment_status: 'paid',
            amount_total: session!.amountCents,
            currency: session!.currency.toLowerCase(),
            metadata: session!.metadata,
          },
        },
      })
      const secret = await serverSecret(db, 'sandbox_webhook')
      const answers = await burst(10, (server) =>
        call(server, 'POST', '/api/payments/webhook', {
          headers: {
            'content-type': 'application/json',
            'sandbox-signature': signPayload(secret, { body }),
          },
          body: JSON.parse(body),
        }),
      )
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200))
      expect(answers.filter((res) => res.body.duplicate === false)).toHaveLength(1)
      expect(
        await db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)),
      ).toHaveLength(1)
      const recorded = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, booking._id), eq(payments.status, 'paid')))
      expect(recorded).toHaveLength(1)
      const [row] = await db.select().from(bookings).where(eq(bookings.id, booking._id))
      expect(row!.paymentStatus).toBe('paid')
      expect(await emailsAbout(booking.reference, 'payment_received')).toHaveLength(1)
    })

    it('runs each due job once: tomorrow’s reminders and unpaid bookings past their time', async () => {
      const today = wallClockAt(Date.now(), 'Europe/Madrid').date
      const tomorrow = { start_date: addDays(today, 1), end_date: addDays(today, 3) }
      const pickups: Booked[] = []
      for (let i = 0; i < 6; i++) {
        const booking = await booked(either(i), gearIds[3 + i]!, tomorrow)
        await pay(booking._id, either(i + 1), either(i))
        pickups.push(booking)
      }
      const unpaid: Booked[] = []
      for (let i = 0; i < 6; i++) {
        unpaid.push(
          await booked(either(i), gearIds[3 + i]!, {
            start_date: '2027-08-02',
            end_date: '2027-08-04',
          }),
        )
      }
      const unpaidIds = unpaid.map((booking) => booking._id)
      await db
        .update(bookings)
        .set({ paymentDueAt: new Date(Date.now() - 60_000) })
        .where(inArray(bookings.id, unpaidIds))

      await eventually(async () => {
        const reminded = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              inArray(
                bookings.id,
                pickups.map((p) => p._id),
              ),
              isNotNull(bookings.reminderSentAt),
            ),
          )
        const ended = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(inArray(bookings.id, unpaidIds), eq(bookings.status, 'cancelled')))
        return reminded.length === 6 && ended.length === 6
      }, 'the booking clocks')
      // Both clocks have had another round at what is left.
      await new Promise((resolve) => setTimeout(resolve, CLOCK_ROUND_MS))
      for (const booking of pickups) {
        expect([
          booking.reference,
          (await emailsAbout(booking.reference, 'pickup_reminder')).length,
        ]).toEqual([booking.reference, 1])
      }
      for (const booking of unpaid) {
        expect([
          booking.reference,
          (await emailsAbout(booking.reference, 'cancellation')).length,
        ]).toEqual([booking.reference, 1])
      }
    })

    it('holds the per-address limits on sign-in and sign-up across both processes', async () => {
      const from = (address: string) => ({ 'x-forwarded-for': address })
      const guesser = from('203.0.113.7')
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) {
        const res = await call(either(i), 'POST', '/api/auth/login', {
          headers: guesser,
          body: { email: `someone${i}@example.com`, password: 'Whatever#1' },
        })
        statuses.push(res.status)
      }
      expect(statuses).toEqual([...Array(30).fill(401), 429])
      const blocked = await call(either(31), 'POST', '/api/auth/login', {
        headers: guesser,
        body: { email: 'someone@example.com', password: 'Whatever#1' },
      })
      expect(blocked.status).toBe(429)
      expect(blocked.body.code).toBe('RATE_LIMITED')
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)

      const signer = from('203.0.113.8')
      const signups: number[] = []
      for (let i = 0; i < SIGNUPS_PER_HOUR + 2; i++) {
        const res = await call(either(i), 'POST', '/api/users', {
          headers: signer,
          body: newTraveller(),
        })
        signups.push(res.status)
      }
      expect(signups).toEqual([...Array(SIGNUPS_PER_HOUR).fill(201), 429, 429])
    })

    it('sends every email once, though both processes run the sender', async () => {
      await eventually(async () => {
        const pending = await db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.status, 'pending'))
        return pending.length === 0
      }, 'the outbox to empty')
      const capturedBy = (server: ServerProcess) =>
        server.logs
          .filter((line) => String(line.msg).startsWith('email captured'))
          .map((line) => String(line.email_id))
      const sent = await db.select({ id: outboxEmails.id }).from(outboxEmails)
      // A process logs an email once its transaction commits, so the last lines may still be on
      // their way from its output when the outbox already reads empty.
      await eventually(
        async () => capturedBy(a).length + capturedBy(b).length >= sent.length,
        'every sent email to be logged',
      )
      const byA = capturedBy(a)
      const byB = capturedBy(b)
      expect(byA.length).toBeGreaterThan(0)
      expect(byB.length).toBeGreaterThan(0)
      expect([...byA, ...byB].sort()).toEqual(sent.map((email) => email.id).sort())
    })

    it('logs no error in either process: no job round or email delivery failed on the other’s work', () => {
      const errors = [...a.logs, ...b.logs].filter((line) => Number(line.level) >= 50)
      expect(errors.map((line) => line.msg)).toEqual([])
    })
  },
)
