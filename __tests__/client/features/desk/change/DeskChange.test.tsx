import { fireEvent, screen, within } from '@testing-library/react'
import fs from 'node:fs'
import path from 'node:path'
import {
  changeConfirmed,
  changeFormOpened,
  changeGearAdded,
  changeOverrideReasonChanged,
  changeTermChanged,
  type BookingChangeState,
} from '../../../../../src/client/features/bookingChange/bookingChangeSlice'
import {
  changeSignature,
  draftOf,
} from '../../../../../src/client/features/bookingChange/changeDraft'
import { BookingScreen } from '../../../../../src/client/features/desk/bookings/BookingScreen'
import DeskChange from '../../../../../src/client/features/desk/change/DeskChange'
import type { DeskBookingDetail } from '../../../../../src/shared/contract/desk-bookings'
import { previewFixture, versionFixture } from '../../../support/bookingChanges'
import { infantSeat, searchResult } from '../../../support/catalogue'
import { deskBookingDetail } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'

const mockAnswers: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/gear/gearApi', () => ({
  useSearchGearQuery: () => mockAnswers.gear,
}))
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskBookingQuery: () => mockAnswers.booking,
}))

const detail = deskBookingDetail()
const ID = detail.id
const STROLLER = detail.items[0]!.gear_id
const terms = draftOf(detail)
const longer = { end_date: '2027-03-12' }

/** The desk's form open with one day more asked for, priced as `preview`. */
const oneDayMore = (
  preview = previewFixture(),
  request: object = longer,
): Partial<BookingChangeState> => ({
  by: 'desk',
  open: true,
  bookingId: ID,
  original: terms,
  draft: { ...terms, ...longer },
  askedSignature: changeSignature(request),
  preview: { signature: changeSignature(request), answer: preview },
  idempotencyKey: 'change-key-1',
})

async function showing(
  booking: DeskBookingDetail,
  {
    change = {},
    isAdmin = true,
    language = 'en',
  }: { change?: Partial<BookingChangeState>; isAdmin?: boolean; language?: 'en' | 'es' } = {},
) {
  mockAnswers.gear = answered(searchResult([infantSeat]))
  const view = await renderDeskView(<DeskChange booking={booking} isAdmin={isAdmin} />, {
    bookingChange: change,
    language,
  })
  const dispatched = () => view.dispatched().filter((action) => !action.type.startsWith('api/'))
  return { ...view, dispatched }
}

const region = (name = 'Change the booking') => screen.getByRole('region', { name })

test('"Change booking" opens the form on the booking as it is, as the desk', async () => {
  const { dispatched, user } = await showing(detail)
  await user.click(within(region()).getByRole('button', { name: 'Change booking' }))
  const [opened] = dispatched()
  expect(changeFormOpened.match(opened!) && opened.payload).toEqual({
    ...changeFormOpened({ bookingId: ID, terms, by: 'desk' }).payload,
    key: expect.stringMatching(/^change-/),
  })
  expect(terms.units).toEqual({ [STROLLER]: 2 })
})

test("shows the difference before committing, in the desk's words, and sends each step", async () => {
  const { dispatched, user } = await showing(detail, { change: oneDayMore() })
  expect(within(region()).getByRole('status')).toHaveTextContent(
    'New total €184.70 (was €172.10).The family pays €12.60 more, from its booking page.',
  )
  fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2027-03-13' } })
  await user.click(screen.getByRole('button', { name: `Add ${infantSeat.name}` }))
  await user.click(screen.getByRole('button', { name: 'Confirm the change' }))
  expect(dispatched()).toEqual([
    changeTermChanged({ term: 'end_date', value: '2027-03-13' }),
    changeGearAdded({ gearId: infantSeat._id }),
    changeConfirmed(),
  ])
})

test('a reduction the 24-hour rule keeps: an admin may refund it anyway, with a reason', async () => {
  const kept = previewFixture({ payment_due: 0, difference: -1260, refund: 0, retained: 1260 })
  const { dispatched } = await showing(detail, { change: oneDayMore(kept) })
  expect(within(region()).getByRole('status')).toHaveTextContent(
    'Within 24 hours of pickup a reduction refunds nothing.',
  )
  const reason = screen.getByRole('textbox', { name: 'Reason to refund it anyway (admins)' })
  expect(reason).toHaveAccessibleDescription('The family reads it, and it goes in the audit log.')
  fireEvent.change(reason, { target: { value: 'Flight cancelled' } })
  expect(dispatched()).toEqual([changeOverrideReasonChanged({ reason: 'Flight cancelled' })])
})

test('a moderator is not offered the refund anyway', async () => {
  const kept = previewFixture({ payment_due: 0, difference: -1260, refund: 0, retained: 1260 })
  await showing(detail, { change: oneDayMore(kept), isAdmin: false })
  expect(screen.queryByRole('textbox', { name: /refund it anyway/ })).toBeNull()
})

test('an admin writing a reason keeps the field while the new price is worked out', async () => {
  const request = { ...longer, refund_override_reason: 'Flight cancelled' }
  await showing(detail, {
    change: {
      ...oneDayMore(previewFixture({ refund: 1260, payment_due: 0, difference: -1260 }), {}),
      overrideReason: 'Flight cancelled',
      status: 'previewing',
      askedSignature: changeSignature(request),
    },
  })
  expect(screen.getByRole('textbox', { name: /refund it anyway/ })).toHaveValue('Flight cancelled')
  expect(within(region()).getByRole('status')).toHaveTextContent('Working out the new price…')
})

test("the changes at the desk: who made them, an admin's reason, and nothing to pay here", async () => {
  const byFamily = versionFixture({ number: 1 })
  const byStaff = versionFixture({
    number: 2,
    changed_by: 'staff',
    status: 'refunded',
    payment_due: 0,
    refund: 800,
    override_reason: 'Flight cancelled',
  })
  await showing(deskBookingDetail({ versions: [byFamily, byStaff] }))
  const changes = screen.getByRole('region', { name: 'Changes' })
  expect(changes).toHaveTextContent(
    /by the family: Return date\. €172\.10 → €184\.70\. €12\.60 still to pay\./,
  )
  expect(changes).toHaveTextContent(
    /by staff: Return date\. .* €8 refunded\. Refunded anyway: Flight cancelled/,
  )
  expect(within(changes).queryByRole('button')).toBeNull()
})

test('in Spanish, a delivery speaks of delivery and collection, and what was done', async () => {
  const made = versionFixture({
    changed_by: 'staff',
    status: 'refunded',
    payment_due: 0,
    refund: 800,
  })
  await showing(deskBookingDetail({ location_type: 'delivery', versions: [made] }), {
    change: { by: 'desk', status: 'done', bookingId: ID, made },
    language: 'es',
  })
  expect(within(region('Cambiar la reserva')).getByRole('status')).toHaveTextContent(
    'La reserva ha cambiado.Se reembolsan 8 € a la familia.',
  )
  expect(screen.getByRole('region', { name: 'Cambios' })).toHaveTextContent(
    /por el personal: Fecha de retirada\. 172,10 € → 184,70 €\. 8 € reembolsados\./,
  )
})

test('a change the family is making on its page does not open at the desk', async () => {
  await showing(detail, { change: { ...oneDayMore(), by: 'family' } })
  expect(screen.queryByRole('button', { name: 'Confirm the change' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Change booking' })).toBeVisible()
})

test('the booking screen shows the change with the booking', async () => {
  mockAnswers.booking = answered(detail)
  mockAnswers.gear = answered(searchResult([]))
  await renderDeskView(<BookingScreen id={ID} isAdmin />)
  const change = await screen.findByRole('region', { name: 'Change the booking' })
  expect(within(change).getByRole('button', { name: 'Change booking' })).toBeVisible()
})

test("the desk's change texts have every key the family's change form reads", () => {
  const keysOf = (file: string) => {
    const json = JSON.parse(fs.readFileSync(path.resolve(__dirname, file), 'utf8')) as {
      Change: object
    }
    const flat = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [prefix + key] : flat(value as object, `${prefix}${key}.`),
      )
    return flat(json.Change)
  }
  const desk = keysOf('../../../../../translations/en/deskChange.json')
  const family = keysOf('../../../../../translations/en/bookings.json').filter(
    (key) => key !== 'versions.pay',
  )
  expect(family.filter((key) => !desk.includes(key))).toEqual([])
})
