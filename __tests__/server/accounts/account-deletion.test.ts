/**
 * Deleting an account (docs/privacy.md): confirmed by the password, refused while a booking is
 * open, then every personal value is gone from every table but the columns an issued invoice
 * requires and the signed agreement kept as evidence; every column of the schema is classified.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { PERSONAL_DATA_COLUMNS, type PersonalDataClass } from '../../../src/server/db/personal-data'
import {
  childProfiles,
  invoices,
  outboxEmails,
  quotes,
  rentalAgreements,
  staffActions,
  supportReports,
  users,
} from '../../../src/server/db/schema'
import { deskRequests, everyRole } from '../desk/helpers'
import { handoverRequests, PICKUP_MORNING, suggestedUnits } from '../desk/handover-helpers'
import { logIn, signedIn } from '../support/accounts'
import {
  book,
  bookingTestApp,
  checkout,
  createQuote,
  payThroughSandbox,
  settleSandbox,
} from '../support/bookings'
import { deliveryCheckout } from '../support/delivery'

const suite = bookingTestApp()
const handover = handoverRequests(() => suite.app)
const desk = deskRequests(() => suite.app)
let roles: Awaited<ReturnType<typeof everyRole>>
beforeAll(async () => {
  roles = await everyRole(suite.app)
})

type Auth = Record<string, string>

/** A signature as the desk's pad draws it: a dark stroke on a transparent canvas. */
function signaturePng(width = 300, height = 100) {
  const png = new PNG({ width, height })
  for (let x = 20; x < width - 20; x++) {
    const y = Math.round(height / 2 + Math.sin(x / 15) * (height / 4))
    png.data[(y * width + x) * 4 + 3] = 255
  }
  return PNG.sync.write(png).toString('base64')
}

/** Values only this family typed, each looked for in every column after the deletion. */
const person = {
  first_name: 'Zuleika',
  last_name: 'Quintanilla',
  phone: '+34 699 314 159',
  street: 'Calle Xirivella',
  city: 'Villaquejida',
  emergency: 'Wenceslao Pardo',
  emergency_phone: '+34 611 271 828',
  passport: 'XZ9988776',
  child: 'Tadeo',
  flight: 'IB3177',
  notes: 'Ring the bell twice',
  delivery_street: 'Avenida Yeguada',
  hotel: 'Hotel Zafiro',
  instructions: 'Ask for Tadeo at reception',
  tax_id: '12345678Z',
  report: 'Zuleika cannot see her booking',
}

const billing = {
  name: `${person.first_name} ${person.last_name}`,
  address: `${person.street} 77`,
  postal_code: '41004',
  city: person.city,
  country: 'ES',
  tax_id: person.tax_id,
}

const deleteAccount = (auth: Auth, password: string) =>
  suite.app.inject({
    method: 'POST',
    url: '/api/users/me/deletion',
    headers: auth,
    payload: { password },
  })

async function bookAndPay(auth: Auth, body: object) {
  const quote = await createQuote(suite.app, auth, body)
  expect(quote.statusCode).toBe(201)
  const booking = await book(suite.app, auth, quote.json()._id)
  expect(booking.statusCode).toBe(201)
  await payThroughSandbox(suite.app, auth, booking.json()._id)
  return booking.json() as { _id: string; reference: string }
}

/** A family with a profile, a child, two paid bookings, a pending quote and a support report. */
async function familyWithEverything() {
  const family = await signedIn(suite.app, {
    first_name: person.first_name,
    last_name: person.last_name,
    phone: person.phone,
    email: `zq-${randomUUID().slice(0, 8)}@example.com`,
    language_preference: 'en',
  })
  const { auth } = family
  const profile = await suite.app.inject({
    method: 'PATCH',
    url: '/api/users/profile',
    headers: auth,
    payload: {
      address: { street: `${person.street} 77`, city: person.city, country: 'ES' },
      emergency_contact: {
        name: person.emergency,
        phone: person.emergency_phone,
        relationship: 'Grandfather',
      },
      passport_number: person.passport,
      date_of_birth: '1988-05-17',
      marketing_consent: true,
    },
  })
  expect(profile.statusCode).toBe(200)
  const child = await suite.app.inject({
    method: 'POST',
    url: '/api/users/children',
    headers: auth,
    payload: { name: person.child, birth_month: '2024-02', height_cm: 98 },
  })
  expect(child.statusCode).toBe(201)
  const stroller = suite.ids['ZST405-B']!
  // At the airport desk with a flight and notes, and a full invoice.
  const atDesk = await bookAndPay(
    auth,
    checkout([stroller], {
      phone: person.phone,
      inbound_flight: person.flight,
      notes: person.notes,
      billing_details: billing,
    }),
  )
  // Delivered to a hotel: a simplified invoice.
  const delivered = await bookAndPay(
    auth,
    deliveryCheckout([stroller], {
      start_date: '2027-05-03',
      end_date: '2027-05-08',
      phone: person.phone,
      notes: person.notes,
      delivery_address: {
        street: person.delivery_street,
        number: '3',
        postal_code: '41004',
        city: 'Sevilla',
        place_name: person.hotel,
        instructions: person.instructions,
      },
    }),
  )
  const pending = await createQuote(
    suite.app,
    auth,
    checkout([stroller], { start_date: '2027-06-01', end_date: '2027-06-05', notes: person.notes }),
  )
  expect(pending.statusCode).toBe(201)
  await suite.db.insert(supportReports).values({
    userId: family.tokens.user_id,
    description: person.report,
    payload: '[]',
    preloadedState: '{}',
    appVersion: 'test',
    language: 'en',
    route: '/bookings',
    recordedAt: new Date(),
    sizeBytes: 4,
  })
  return { ...family, atDesk, delivered, pendingQuoteId: pending.json()._id as string }
}

/** The family's values found in each text and JSON column of every table, as `table.column`. */
async function columnsHolding(values: string[]) {
  const columns = await textColumns()
  const found = new Map<string, string[]>()
  for (const column of columns) {
    const [table, name] = column.split('.') as [string, string]
    const listed = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )
    const hits = (
      await rowsOf<{ value: string }>(
        sql`select distinct v.value from ${sql.identifier(table)} t,
          unnest(array[${listed}]::text[]) as v(value)
          where t.${sql.identifier(name)}::text ilike '%' || v.value || '%'`,
      )
    ).map((row) => row.value)
    if (hits.length > 0) found.set(column, hits.sort())
  }
  return found
}

/** Every text, JSON and bytes column of the schema, as `table.column`. */
async function textColumns() {
  const result = await rowsOf<{ name: string }>(
    sql`select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')
        and table_name <> '__drizzle_migrations'
      order by 1`,
  )
  return result.map((row) => row.name)
}

/** The rows of a raw query, whichever driver answers it. */
async function rowsOf<Row>(query: SQL) {
  return ((await suite.db.execute(query)) as unknown as { rows: Row[] }).rows
}

it('classifies every text, JSON and bytes column of the schema, and no column that is gone', async () => {
  const columns = await textColumns()
  expect(columns.filter((column) => !(column in PERSONAL_DATA_COLUMNS))).toEqual([])
  expect(Object.keys(PERSONAL_DATA_COLUMNS).filter((column) => !columns.includes(column))).toEqual(
    [],
  )
})

it('a wrong password deletes nothing, an open booking refuses the deletion, and once the bookings are over nothing personal remains but what invoices and the signed agreement require', async () => {
  const family = await familyWithEverything()
  const { auth, traveller, atDesk, delivered } = family
  const userId = family.tokens.user_id

  const wrong = await deleteAccount(auth, 'Not#The1Password')
  expect(wrong.statusCode).toBe(403)
  expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INCORRECT' })

  const refused = await deleteAccount(auth, traveller.password)
  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toMatchObject({
    code: 'ACCOUNT_HAS_OPEN_BOOKINGS',
    details: expect.arrayContaining([
      { path: `bookings/${atDesk.reference}`, message: 'open' },
      { path: `bookings/${delivered.reference}`, message: 'open' },
    ]),
  })
  expect(refused.json().message).toContain(atDesk.reference)

  // The hotel booking is cancelled; the desk booking goes out signed and comes back fine.
  const cancelled = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${delivered._id}/cancel`,
    headers: auth,
  })
  expect(cancelled.statusCode).toBe(200)
  await settleSandbox(suite.app, suite.clock)
  suite.clock.set(PICKUP_MORNING)
  const units = await suggestedUnits(handover, roles.moderator, atDesk._id)
  const out = await handover.checkOut(
    roles.moderator,
    atDesk._id,
    units.map((unit_id) => ({ unit_id })),
    { agreement: { signer_name: billing.name, signature_png: signaturePng(), language: 'en' } },
  )
  expect(out.statusCode).toBe(200)
  const back = await handover.checkIn(
    roles.moderator,
    atDesk._id,
    units.map((unit_id) => ({ unit_id, outcome: 'fine' })),
  )
  expect(back.statusCode).toBe(200)

  const values = [
    ...Object.values(person),
    '699314159',
    '611271828',
    traveller.email as string,
    '1988-05-17',
  ]
  const before = await columnsHolding(values)
  expect(before.get('users.email')).toEqual([traveller.email])
  // Every kind of place the family's values were written to before.
  expect([...before.keys()]).toEqual(
    expect.arrayContaining([
      'users.first_name',
      'users.address_street',
      'users.emergency_contact_name',
      'users.passport_number',
      'child_profiles.name',
      'quotes.notes',
      'bookings.phone',
      'bookings.inbound_flight',
      'bookings.notes',
      'bookings.delivery_address',
      'bookings.billing_details',
      'invoices.recipient',
      'rental_agreements.signer_name',
      'outbox_emails.to_address',
      'outbox_emails.text_body',
      'support_reports.description',
    ]),
  )

  const deleted = await deleteAccount(auth, traveller.password)
  expect(deleted.statusCode).toBe(204)
  expect(deleted.headers['cache-control']).toBe('private, no-store')

  // What stays: the full invoice's recipient (and its record for the tax agency), the signer.
  const after = await columnsHolding(values)
  const keptAs: PersonalDataClass[] = ['invoice', 'evidence']
  expect(
    [...after.keys()].filter((column) => !keptAs.includes(PERSONAL_DATA_COLUMNS[column]!)),
  ).toEqual([])
  expect(after.get('invoices.recipient')).toEqual(
    [person.city, person.first_name, person.last_name, person.street, person.tax_id].sort(),
  )
  expect(after.get('rental_agreements.signer_name')).toEqual(
    [person.first_name, person.last_name].sort(),
  )
  const [full] = await suite.db.select().from(invoices).where(eq(invoices.kind, 'full'))
  expect(full?.recipient).toMatchObject({ name: billing.name, tax_id: person.tax_id })
  expect(
    await suite.db
      .select({ id: rentalAgreements.id })
      .from(rentalAgreements)
      .where(eq(rentalAgreements.bookingId, atDesk._id)),
  ).toHaveLength(1)

  // A refund after the deletion corrects the full invoice, addressed as it was.
  expect((await desk.refund(roles.admin, atDesk._id, { amount: 500 })).statusCode).toBe(200)
  const [corrective] = await suite.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, atDesk._id), eq(invoices.kind, 'corrective')))
  expect(corrective).toMatchObject({ correctsId: full!.id, recipient: full!.recipient })

  // The row stays, emptied; the date of birth (a date, not text) too.
  const [row] = await suite.db.select().from(users).where(eq(users.id, userId))
  expect(row).toMatchObject({
    email: `deleted-${userId}@deleted.invalid`,
    passwordHash: '',
    firstName: '',
    dateOfBirth: null,
    marketingConsent: false,
    deletedAt: expect.any(Date),
  })
  expect(
    await suite.db.select().from(childProfiles).where(eq(childProfiles.userId, userId)),
  ).toEqual([])
  // Nothing is sent to the placeholder address, whatever would write to it later.
  await suite.app.mail.enqueue({
    tx: suite.db,
    to: row!.email,
    language: 'en',
    template: 'deposit_released',
    content: { subject: 'Your deposit', text: 'Released', html: '<p>Released</p>' },
  })
  expect(
    await suite.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, row!.email)),
  ).toEqual([])
  const [quote] = await suite.db.select().from(quotes).where(eq(quotes.id, family.pendingQuoteId))
  expect(quote?.status).toBe('expired')

  // The audit log says it happened, with counts only.
  const [audit] = await suite.db
    .select()
    .from(staffActions)
    .where(eq(staffActions.targetUserId, userId))
  expect(audit).toMatchObject({
    action: 'user.delete',
    actorId: userId,
    before: { bookings: 2, children: 1, support_reports: 1, quotes_ended: 1 },
    after: { deleted: true },
  })

  // Signed out everywhere, and the address and password open nothing.
  expect((await suite.app.inject({ url: '/api/users/profile', headers: auth })).statusCode).toBe(
    401,
  )
  const refresh = await suite.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token: family.tokens.refresh_token },
  })
  expect(refresh.statusCode).toBe(401)
  expect((await logIn(suite.app, traveller.email, traveller.password)).statusCode).toBe(401)
})

it('refuses a staff account, whose role an admin takes away first', async () => {
  const admin = await suite.app.inject({
    method: 'POST',
    url: '/api/users/me/deletion',
    headers: roles.moderator,
    payload: { password: 'Sunny#Seville1' },
  })
  expect(admin.statusCode).toBe(409)
  expect(admin.json()).toMatchObject({ code: 'STAFF_ACCOUNT_NOT_DELETABLE' })
})
