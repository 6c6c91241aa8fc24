/**
 * A deletion racing a booking or a quote of the same account (docs/privacy.md): the account's
 * row is locked by both, so either the booking is made and the deletion refused (409), or the
 * account is deleted and the booking or quote refused; never a booking of a deleted account.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { bookings, inventory, quotes, users } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { book, bookingTestApp, checkout, createQuote } from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'

const suite = bookingTestApp()

const deletion = (auth: Record<string, string>, password: string) =>
  suite.app.inject({
    method: 'POST',
    url: '/api/users/me/deletion',
    headers: auth,
    payload: { password },
  })

/** The account's state once both requests answered. */
async function outcome(userId: string) {
  const [user] = await suite.db.select().from(users).where(eq(users.id, userId))
  const booked = await suite.db.select().from(bookings).where(eq(bookings.userId, userId))
  const pending = await suite.db
    .select()
    .from(quotes)
    .where(and(eq(quotes.userId, userId), eq(quotes.status, 'pending')))
  return { deleted: user!.deletedAt !== null, booked: booked.length, pending: pending.length }
}

describeOnPostgres('deleting an account while it books (PostgreSQL, real concurrency)', () => {
  beforeAll(async () => {
    await suite.db
      .update(inventory)
      .set({ stock: 200 })
      .where(inArray(inventory.gearId, [suite.ids['ZST405-B']!]))
  })

  it('books and is refused the deletion, or is deleted and refused the booking: never both', async () => {
    const families = await Promise.all(Array.from({ length: 12 }, () => signedIn(suite.app)))
    const seen = new Set<string>()
    await Promise.all(
      families.map(async ({ auth, traveller, tokens }, i) => {
        const quote = await createQuote(suite.app, auth, checkout([suite.ids['ZST405-B']!]))
        expect(quote.statusCode).toBe(201)
        // Half start with the booking, half with the deletion (its password check comes first).
        const [booked, deleted] =
          i % 2 === 0
            ? await Promise.all([
                book(suite.app, auth, quote.json()._id),
                deletion(auth, traveller.password),
              ])
            : await Promise.all([
                deletion(auth, traveller.password).then((res) => res),
                book(suite.app, auth, quote.json()._id),
              ]).then(([d, b]) => [b, d] as const)
        const state = await outcome(tokens.user_id)
        if (deleted.statusCode === 204) {
          expect([401, 409]).toContain(booked.statusCode)
          expect(state).toEqual({ deleted: true, booked: 0, pending: 0 })
          seen.add('deleted')
        } else {
          expect(deleted.statusCode).toBe(409)
          expect(deleted.json().code).toBe('ACCOUNT_HAS_OPEN_BOOKINGS')
          expect(booked.statusCode).toBe(201)
          expect(state).toMatchObject({ deleted: false, booked: 1 })
          seen.add('booked')
        }
      }),
    )
    expect(seen.size).toBeGreaterThan(0)
  })

  it('a quote asked for while the account is deleted is refused, or ended with it', async () => {
    const families = await Promise.all(Array.from({ length: 8 }, () => signedIn(suite.app)))
    await Promise.all(
      families.map(async ({ auth, traveller, tokens }) => {
        const [quoted, deleted] = await Promise.all([
          createQuote(suite.app, auth, checkout([suite.ids['ZST405-B']!])),
          deletion(auth, traveller.password),
        ])
        expect(deleted.statusCode).toBe(204)
        expect([201, 401]).toContain(quoted.statusCode)
        expect(await outcome(tokens.user_id)).toEqual({ deleted: true, booked: 0, pending: 0 })
      }),
    )
  })
})
