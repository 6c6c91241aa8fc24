/**
 * The children a family lists on its account (docs/safety.md, Child profiles): every field
 * optional, checked per field, only ever the family's own.
 */
import { CHILDREN_PER_ACCOUNT } from '../../../src/shared/domain/childProfiles'
import { signedIn } from '../support/accounts'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

let ctx: TestContext
beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

type Auth = Record<string, string>
const add = (auth: Auth, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/children', headers: auth, payload })
const list = (auth: Auth) => ctx.app.inject({ url: '/api/users/children', headers: auth })

/** A month `yearsAgo` years before this one, as YYYY-MM. */
const monthsAgo = (months: number) => {
  const date = new Date()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.toISOString().slice(0, 7)
}

it('a family saves a child with some fields, sees it listed, changes it and takes it off', async () => {
  const { auth } = await signedIn(ctx.app)
  const added = await add(auth, { name: '  Martina ', birth_month: monthsAgo(36), height_cm: 98 })
  expect(added.statusCode).toBe(201)
  expect(added.json()).toEqual({
    id: expect.any(String),
    name: 'Martina',
    birth_month: monthsAgo(36),
    height_cm: 98,
    weight_kg: null,
  })
  const id = added.json().id as string
  const listed = await list(auth)
  expect(listed.headers['cache-control']).toBe('no-store')
  expect(listed.json()).toEqual({ children: [added.json()] })

  const changed = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/children/${id}`,
    headers: auth,
    payload: { name: 'Martina', height_cm: 99.5, weight_kg: 14.2 },
  })
  expect(changed.json()).toMatchObject({ birth_month: null, height_cm: 99.5, weight_kg: 14.2 })

  const removed = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/users/children/${id}`,
    headers: auth,
  })
  expect(removed.statusCode).toBe(204)
  expect((await list(auth)).json()).toEqual({ children: [] })
})

it('a child with no details at all is saved, as every field is optional', async () => {
  const { auth } = await signedIn(ctx.app)
  expect((await add(auth, {})).json()).toMatchObject({ name: null, height_cm: null })
})

it('refuses implausible values field by field with 422, and keeps nothing', async () => {
  const { auth } = await signedIn(ctx.app)
  const refused = await add(auth, {
    name: 'x'.repeat(41),
    birth_month: monthsAgo(-1),
    height_cm: 29,
    weight_kg: 14.25,
  })
  expect(refused.statusCode).toBe(422)
  expect(refused.json()).toMatchObject({
    code: 'CHILD_NAME_TOO_LONG',
    details: [
      { path: 'body/name', message: 'The name cannot exceed 40 characters' },
      {
        path: 'body/birth_month',
        message: 'Please enter the month of birth as YYYY-MM, not in the future',
      },
      { path: 'body/height_cm', message: 'Please enter a height between 30 and 190 cm' },
      { path: 'body/weight_kg', message: 'Please enter a weight between 1 and 100 kg' },
    ],
  })
  for (const [field, value, code] of [
    ['birth_month', '2024-13', 'CHILD_BIRTH_MONTH_INVALID'],
    ['birth_month', monthsAgo(18 * 12 + 1), 'CHILD_BIRTH_MONTH_INVALID'],
    ['height_cm', 190.1, 'CHILD_HEIGHT_OUT_OF_RANGE'],
    ['weight_kg', 0.9, 'CHILD_WEIGHT_OUT_OF_RANGE'],
  ] as const) {
    const answer = await add(auth, { [field]: value })
    expect([answer.statusCode, answer.json().code]).toEqual([422, code])
  }
  expect(
    (await add(auth, { birth_month: monthsAgo(0), height_cm: 30, weight_kg: 100 })).statusCode,
  ).toBe(201)
  expect((await list(auth)).json().children).toHaveLength(1)
  // What we do not ask for is not kept.
  await add(auth, { height_cm: 98, allergies: 'nuts' })
  expect((await list(auth)).body).not.toContain('nuts')
})

it("a family never sees, changes or removes another family's child, and a guest is asked to sign in", async () => {
  const owner = await signedIn(ctx.app)
  const other = await signedIn(ctx.app)
  const id = (await add(owner.auth, { name: 'Leo' })).json().id as string
  for (const method of ['PUT', 'DELETE'] as const) {
    const answer = await ctx.app.inject({
      method,
      url: `/api/users/children/${id}`,
      headers: other.auth,
      ...(method === 'PUT' && { payload: { name: 'Not Leo' } }),
    })
    expect(answer.statusCode).toBe(404)
  }
  expect((await list(other.auth)).json()).toEqual({ children: [] })
  expect((await list(owner.auth)).json().children).toMatchObject([{ name: 'Leo' }])
  expect((await ctx.app.inject({ url: '/api/users/children' })).statusCode).toBe(401)
})

it(`an account lists at most ${CHILDREN_PER_ACCOUNT} children, even when the forms arrive at once`, async () => {
  const { auth } = await signedIn(ctx.app)
  const answers = await Promise.all(
    Array.from({ length: CHILDREN_PER_ACCOUNT + 4 }, (_, i) => add(auth, { name: `Child ${i}` })),
  )
  const statuses = answers.map((answer) => answer.statusCode).sort()
  expect(statuses.filter((status) => status === 201)).toHaveLength(CHILDREN_PER_ACCOUNT)
  expect(answers.filter((answer) => answer.statusCode === 409).map((a) => a.json().code)).toEqual(
    Array(4).fill('CHILD_LIMIT_REACHED'),
  )
  expect((await list(auth)).json().children).toHaveLength(CHILDREN_PER_ACCOUNT)
})
