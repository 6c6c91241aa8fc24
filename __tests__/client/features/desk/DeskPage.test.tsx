import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Role } from '../../../../src/shared/domain/constants'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { renderWithProviders } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'
import { claimedDeposit } from '../../support/bookings'
import { deskBookingDetail, deskDay, inventory, unit } from './deskFixtures'

let api: FakeApi

const OUT_OF_SERVICE = 'POST /api/desk/locations/SVQ/units/SVQ-STR100-001/out-of-service'
afterEach(() => api?.restore())

const unitsShort = reply(409, {
  success: false,
  statusCode: 409,
  code: 'UNITS_SHORT',
  message: 'Not enough units would be left for bookings already made on those days.',
  short_bookings: [
    {
      kind: 'booking',
      reference: 'TT-7K2M9Q',
      start_date: '2027-03-09',
      end_date: '2027-03-11',
      units_short: 1,
    },
  ],
})

async function openDesk(
  role: Role | null,
  language: 'en' | 'es' = 'en',
  route = '/desk/inventory',
  detail = deskBookingDetail(),
) {
  api = installFakeApi({
    'GET /api/desk/locations/:code/inventory': { body: inventory() },
    'GET /api/desk/categories': {
      body: { categories: [{ category: 'stroller', turnaround_days: 0 }] },
    },
    'GET /api/pickup-locations': { body: { items: [] } },
    'POST /api/desk/locations/:code/units/:tag/out-of-service': unitsShort,
    // One pattern answers both: the fake matches /day with :id too.
    'GET /api/desk/bookings/:id': (call) => ({
      body: call.params.id === 'day' ? deskDay() : detail,
    }),
  })
  const view = await renderWithProviders({
    route,
    services: createFakeServices({ path: route }),
    preloadedState: {
      ...(role ? { session: signedInSession({ user: { id: 'a1', role }, accessToken: 't' }) } : {}),
      preferences: { language },
    },
  })
  return { ...view, user: userEvent.setup() }
}

test('a guest opening the desk is sent to log in, with the way back', async () => {
  const { router } = await openDesk(null, 'en', '/desk')
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(router.state.location.search).toBe('?redirect=%2Fdesk')
})

test('a signed-in traveller is told the desk is for staff, and no inventory is asked for', async () => {
  await openDesk('user')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'The desk is for staff only' }),
  ).toBeVisible()
  expect(api.callsTo('/api/desk/locations/SVQ/inventory')).toHaveLength(0)
})

test('the desk opens on the day at SVQ; a moderator opens a booking from it, with no admin sections', async () => {
  const { user } = await openDesk('moderator', 'en', '/desk')
  const nav = await screen.findByRole('navigation', { name: 'Desk sections' })
  expect(within(nav).getByRole('link', { name: 'Day' })).toHaveAttribute('aria-current', 'page')
  expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull()
  expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull()
  const pickups = await screen.findByRole('region', { name: 'Pickups' })
  expect(api.callsTo('/api/desk/bookings/day')[0]?.url.search).toBe('?location=SVQ&lang=en')
  await user.click(within(pickups).getByRole('link', { name: 'TT-7K2M9Q' }))
  expect(await screen.findByRole('heading', { level: 2, name: 'Booking TT-7K2M9Q' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
})

test('an admin opens a booking with a claim and releases the whole deposit, once', async () => {
  const deposit = claimedDeposit({ can_keep: false })
  const { user } = await openDesk(
    'admin',
    'en',
    `/desk/bookings/${deskBookingDetail().id}`,
    deskBookingDetail({ deposit }),
  )
  api.on('POST /api/desk/bookings/:id/deposit/decision', {
    body: deskBookingDetail({ deposit: { ...deposit, status: 'released', released: 24_000 } }),
  })
  const section = await screen.findByRole('region', { name: 'Deposit' })
  await user.click(await within(section).findByRole('button', { name: 'Decide the claims' }))
  const keep = within(section).getByLabelText('Keep (EUR)')
  expect(keep).toHaveValue('45.00')
  expect(within(section).getByRole('button', { name: 'Decide' })).toBeDisabled()
  await user.clear(keep)
  await user.type(keep, '0')
  await user.click(within(section).getByRole('button', { name: 'Decide' }))
  expect(await within(section).findByText('Decided: the family gets an email.')).toBeVisible()
  const sent = api.callsTo(`POST /api/desk/bookings/${deskBookingDetail().id}/deposit/decision`)
  expect(sent.map((call) => call.body)).toEqual([{ keep_amount: 0 }])
  expect(sent[0]!.headers['idempotency-key']).toMatch(/^desk-/)
})

test('an admin also has the staff and audit sections', async () => {
  await openDesk('admin', 'en', '/desk')
  const nav = await screen.findByRole('navigation', { name: 'Desk sections' })
  expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/desk/staff')
  expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
    'href',
    '/desk/audit',
  )
})

test('promo codes are for admins: a moderator is told the page is for admins and no code is asked for', async () => {
  await openDesk('moderator', 'en', '/desk/promo-codes')
  expect(
    await screen.findByRole('heading', { level: 2, name: 'This page is for admins' }),
  ).toBeVisible()
  expect(screen.queryByText('The desk is for staff only')).toBeNull()
  const nav = screen.getByRole('navigation', { name: 'Desk sections' })
  expect(within(nav).queryByRole('link', { name: 'Promo codes' })).toBeNull()
  expect(api.callsTo('/api/desk/promo-codes')).toHaveLength(0)
})

test('an admin opens the promo codes from the desk', async () => {
  const { user } = await openDesk('admin', 'en', '/desk')
  api.on('GET /api/desk/promo-codes', { body: { promo_codes: [] } })
  const nav = await screen.findByRole('navigation', { name: 'Desk sections' })
  await user.click(within(nav).getByRole('link', { name: 'Promo codes' }))
  expect(await screen.findByRole('heading', { level: 2, name: 'Promo codes' })).toBeVisible()
  expect(await screen.findByRole('table', { name: 'Promo codes, newest first' })).toBeVisible()
})

test('a moderator sees SVQ: each item with its units, periods, next booking and days ahead', async () => {
  await openDesk('moderator')
  const card = await screen.findByRole('article', { name: 'City stroller' })
  expect(within(card).getByText('Next booking: TT-7K2M9Q, 9 Mar – 11 Mar (1)')).toBeVisible()
  expect(within(card).getByRole('rowheader', { name: 'SVQ-STR100-001' })).toBeVisible()
  expect(within(card).getByText('Out of service 8 Mar – 12 Mar (Repair)')).toBeVisible()
  expect(within(card).getByRole('list', { name: 'Next 2 days for City stroller' })).toBeVisible()
  expect(
    within(card).getByLabelText('Tue, 2 Mar 2027: 1 free of 2 in service, 1 committed'),
  ).toBeVisible()
  // Moderators change status; adding, retiring and turnaround are for admins.
  expect(within(card).queryByRole('button', { name: 'Retire: SVQ-STR100-001' })).toBeNull()
  expect(within(card).queryByRole('form', { name: /Add a unit/ })).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Turnaround per category' })).toBeNull()
})

test('admins also get adding units, retiring and the turnaround per category', async () => {
  await openDesk('admin')
  const card = await screen.findByRole('article', { name: 'City stroller' })
  expect(within(card).getByRole('button', { name: 'Retire: SVQ-STR100-001' })).toBeVisible()
  expect(within(card).getByRole('form', { name: 'Add a unit: City stroller' })).toBeVisible()
  expect(await screen.findByLabelText('Strollers: days')).toHaveValue(0)
})

test('bookings that would be short are shown in a dialog; Cancel changes nothing, Confirm anyway sends it confirmed', async () => {
  const { user } = await openDesk('admin')
  await user.click(
    await screen.findByRole('button', { name: 'Put out of service: SVQ-STR100-001' }),
  )
  const form = screen.getByRole('form', { name: 'Put SVQ-STR100-001 out of service' })
  await user.type(within(form).getByLabelText('From'), '2027-03-09')
  await user.click(within(form).getByRole('button', { name: 'Put out of service' }))

  const dialog = await screen.findByRole('dialog', { name: 'Bookings would be short' })
  expect(within(dialog).getByText('Booking TT-7K2M9Q')).toBeVisible()
  expect(within(dialog).getByText('1 unit short')).toBeVisible()
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  const sent = api.callsTo(OUT_OF_SERVICE)
  expect(sent).toHaveLength(1)
  expect(sent[0]!.body).toEqual({
    reason: 'repair',
    from: '2027-03-09',
    until: null,
    confirm: false,
  })

  await user.click(within(form).getByRole('button', { name: 'Put out of service' }))
  api.on('POST /api/desk/locations/:code/units/:tag/out-of-service', (call) =>
    reply(201, { unit: unit('SVQ-STR100-001'), flagged_bookings: [], sent: call.body }),
  )
  const again = await screen.findByRole('dialog', { name: 'Bookings would be short' })
  await user.click(within(again).getByRole('button', { name: 'Confirm anyway' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  const last = api.callsTo(OUT_OF_SERVICE).at(-1)!
  expect(last.body).toMatchObject({ confirm: true, from: '2027-03-09' })
})

test('the desk speaks Spanish', async () => {
  await openDesk('admin', 'es')
  expect(await screen.findByRole('heading', { level: 1, name: 'Mostrador' })).toBeVisible()
  expect(await screen.findByRole('button', { name: 'Dar de baja: SVQ-STR100-001' })).toBeVisible()
})

test.each([
  ['moderator', true],
  ['admin', true],
  ['user', false],
] as const)('the account menu links to the desk for a %s account: %s', async (role, linked) => {
  const { user } = await openDesk(role)
  await user.click(await screen.findByRole('button', { name: /^Account menu for/ }))
  const menu = document.getElementById('user-menu')!
  await within(menu).findByRole('link', { name: 'My Bookings' })
  const link = within(menu).queryByRole('link', { name: 'Staff desk' })
  if (linked) expect(link).toHaveAttribute('href', '/desk')
  else expect(link).toBeNull()
})
