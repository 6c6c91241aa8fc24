/**
 * Staff roles and the audit log: admins make and unmake moderators (never themselves or an
 * admin), every change is audited in its own transaction, and the log cannot be edited.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { staffActions, users } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { bookedTraveller, bookingTestApp } from '../support/bookings'
import { deskRequests, everyRole } from './helpers'

const suite = bookingTestApp('2027-03-01T10:00:00Z')
const desk = deskRequests(() => suite.app)
let roles: Awaited<ReturnType<typeof everyRole>>

beforeAll(async () => {
  roles = await everyRole(suite.app)
})

describe('staff roles', () => {
  it('makes a traveller a moderator who can then use the desk, and takes it back', async () => {
    const account = await signedIn(suite.app)
    expect((await desk.day(account.auth)).statusCode).toBe(403)
    const made = await desk.changeRole(roles.admin, {
      email: account.traveller.email.toUpperCase(),
      role: 'moderator',
    })
    expect(made.statusCode).toBe(200)
    expect(made.json()).toMatchObject({ email: account.traveller.email, role: 'moderator' })
    expect((await desk.day(account.auth)).statusCode).toBe(200)
    const staff = (await desk.staff(roles.admin))
      .json()
      .items.map((m: { email: string }) => m.email)
    expect(staff).toEqual(expect.arrayContaining([account.traveller.email, roles.adminEmail]))
    await desk.changeRole(roles.admin, { email: account.traveller.email, role: 'user' })
    expect((await desk.day(account.auth)).statusCode).toBe(403)
    const log = (await desk.audit(roles.admin, `actor_id=${roles.adminId}`)).json().items
    const changes = log.filter(
      (entry: { target_user_id: string }) => entry.target_user_id === account.tokens.user_id,
    )
    expect(
      changes.map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after]),
    ).toEqual([
      [{ role: 'moderator' }, { role: 'user' }],
      [{ role: 'user' }, { role: 'moderator' }],
    ])
  })

  it("never changes the admin's own role or another admin's, and says why", async () => {
    const own = await desk.changeRole(roles.admin, { email: roles.adminEmail, role: 'user' })
    expect(own.statusCode).toBe(409)
    expect(own.json().code).toBe('OWN_ROLE_LOCKED')
    const other = await signedIn(suite.app)
    await suite.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.tokens.user_id))
    const admin = await desk.changeRole(roles.admin, { email: other.traveller.email, role: 'user' })
    expect(admin.statusCode).toBe(409)
    expect(admin.json().code).toBe('ADMIN_ROLE_LOCKED')
    const [row] = await suite.db.select().from(users).where(eq(users.id, other.tokens.user_id))
    expect(row!.role).toBe('admin')
    const unknown = await desk.changeRole(roles.admin, {
      email: 'nobody@example.com',
      role: 'moderator',
    })
    expect(unknown.statusCode).toBe(404)
    const bad = await desk.changeRole(roles.admin, { email: roles.moderatorEmail, role: 'admin' })
    expect(bad.statusCode).toBe(400)
  })
})

describe('the audit log', () => {
  it('filters by booking and by day, a page at a time', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    await desk.cancel(roles.admin, booking._id, {
      reason: 'Testing the log',
      payment_status: 'unpaid',
    })
    const forBooking = (await desk.audit(roles.admin, `booking_id=${booking._id}`)).json()
    expect(forBooking.items).toEqual([
      expect.objectContaining({
        action: 'booking.cancel',
        booking_reference: booking.reference,
        actor: expect.objectContaining({ id: roles.adminId, role: 'admin' }),
      }),
    ])
    const today = new Date().toISOString().slice(0, 10)
    const first = (await desk.audit(roles.admin, `day=${today}&limit=1`)).json()
    expect(first.items).toHaveLength(1)
    expect(first.next_cursor).not.toBeNull()
    const second = (
      await desk.audit(roles.admin, `day=${today}&limit=1&cursor=${first.next_cursor}`)
    ).json()
    expect(second.items[0].id).not.toBe(first.items[0].id)
    expect((await desk.audit(roles.admin, 'day=1999-01-01')).json().items).toEqual([])
    expect((await desk.audit(roles.admin, 'booking_id=nope')).statusCode).toBe(400)
  })

  it('writes the row in the transaction of the change: a failure after both leaves neither', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    const failure = suite.db.transaction(async (tx) => {
      await tx.execute(
        sql`update bookings set staff_reason = 'half done' where id = ${booking._id}`,
      )
      await suite.app.audit.record({
        tx,
        actorId: roles.adminId,
        action: 'booking.cancel',
        bookingId: booking._id,
        before: null,
        after: { staff_reason: 'half done' },
      })
      throw new Error('the change fails after its audit row')
    })
    await expect(failure).rejects.toThrow('the change fails after its audit row')
    const rows = await suite.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.bookingId, booking._id))
    expect(rows).toEqual([])
    expect((await desk.detail(roles.admin, booking._id)).json().staff_reason).toBeNull()
  })

  it('refuses any UPDATE, DELETE or TRUNCATE in the database itself', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    await desk.cancel(roles.admin, booking._id, {
      reason: 'Kept forever',
      payment_status: 'unpaid',
    })
    const where = sql`where booking_id = ${booking._id}`
    const refusal = (statement: ReturnType<typeof sql>) =>
      suite.db.execute(statement).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      )
    expect(await refusal(sql`update staff_actions set action = 'edited' ${where}`)).toMatch(
      'staff_actions is append-only: UPDATE refused',
    )
    expect(await refusal(sql`delete from staff_actions ${where}`)).toMatch(
      'staff_actions is append-only: DELETE refused',
    )
    expect(await refusal(sql`truncate staff_actions cascade`)).toMatch(
      'staff_actions is append-only: TRUNCATE refused',
    )
    const rows = await suite.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.bookingId, booking._id))
    expect(rows).toEqual([expect.objectContaining({ action: 'booking.cancel' })])
  })

  it('has no route that changes or removes an entry', async () => {
    const [entry] = (await desk.audit(roles.admin)).json().items
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await suite.app.inject({
        method,
        url: `/api/desk/audit/${entry?.id ?? randomUUID()}`,
        headers: roles.admin,
        payload: {},
      })
      expect(res.statusCode).toBe(404)
    }
  })
})
