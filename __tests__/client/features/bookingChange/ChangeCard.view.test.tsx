import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { ChangeCard } from '../../../../src/client/features/bookingChange'
import {
  changeConfirmed,
  changeFormOpened,
  changeGearAdded,
  changeTermChanged,
  changeUnitsChanged,
  initialBookingChangeState,
  type BookingChangeState,
} from '../../../../src/client/features/bookingChange/bookingChangeSlice'
import {
  changedBookingOf,
  changeSignature,
  draftOf,
} from '../../../../src/client/features/bookingChange/changeDraft'
import { paymentRequested } from '../../../../src/client/features/checkout'
import type { Booking } from '../../../../src/shared/contract/bookings'
import { previewFixture, versionFixture } from '../../support/bookingChanges'
import { BOOKING_ID, bookingFixture } from '../../support/bookings'
import { infantSeat, searchResult, stroller } from '../../support/catalogue'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const seat = infantSeat._id
const names = { [seat]: 'Infant car seat' }
/** The location's gear for the booking's rental, as the catalogue answers it. */
const locationGear = {
  endpointName: 'searchGear',
  arg: {
    pickup_location_code: 'SVQ',
    start_date: '2027-04-09',
    end_date: '2027-04-16',
    pickup_time: '10:00',
    return_time: '18:00',
    lang: 'en',
    limit: 100,
  },
  value: searchResult([infantSeat, stroller]),
}
const terms = draftOf(changedBookingOf(bookingFixture()))
/** The form open with one day more asked for, priced as `preview`. */
const oneDayMore = (preview = previewFixture()): Partial<BookingChangeState> => ({
  open: true,
  bookingId: BOOKING_ID,
  original: terms,
  draft: { ...terms, end_date: '2027-04-17' },
  askedSignature: changeSignature({ end_date: '2027-04-17' }),
  preview: { signature: changeSignature({ end_date: '2027-04-17' }), answer: preview },
  idempotencyKey: 'change-key-1',
})

async function showing(
  booking: Booking,
  {
    change = {},
    language = 'en',
  }: { change?: Partial<BookingChangeState>; language?: 'en' | 'es' } = {},
) {
  const shown = stateWith({ preferences: { language } })
  const state = {
    ...(language === 'en' ? withCached(shown, [locationGear]) : shown),
    bookingChange: { ...initialBookingChangeState, ...change },
  } as RootState
  const view = await renderOverMockStore(<ChangeCard booking={booking} names={names} />, {
    state,
    readsApiCache: true,
  })
  /** What the view dispatches, without the catalogue's query reading the cache. */
  const dispatched = () => view.dispatched().filter((action) => !action.type.startsWith('api/'))
  return { ...view, dispatched }
}

/** The actions, without the idempotency key the opening makes afresh each time. */
const withoutKeys = (actions: { type: string; payload?: unknown }[]) =>
  actions.map((action) =>
    changeFormOpened.match(action)
      ? { ...action, payload: { ...action.payload, key: 'k' } }
      : action,
  )

test('"Change booking" opens the form on the booking as it is', async () => {
  const { dispatched } = await showing(bookingFixture())
  await userEvent.click(screen.getByRole('button', { name: 'Change booking' }))
  expect(withoutKeys(dispatched())).toEqual([
    {
      ...changeFormOpened({ bookingId: BOOKING_ID, terms, by: 'family' }),
      payload: { bookingId: BOOKING_ID, terms, by: 'family', key: 'k' },
    },
  ])
})

test('shows the difference before anything is committed, and sends each step', async () => {
  const { dispatched } = await showing(bookingFixture(), { change: oneDayMore() })
  expect(screen.getByRole('status')).toHaveTextContent(
    'New total €184.70 (was €172.10).You pay €12.60 more.',
  )
  fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2027-04-18' } })
  await userEvent.click(screen.getByRole('button', { name: 'One Infant car seat more' }))
  await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }))
  expect(dispatched()).toEqual([
    changeTermChanged({ term: 'end_date', value: '2027-04-18' }),
    changeUnitsChanged({ gearId: seat, by: 1 }),
    changeConfirmed(),
  ])
})

test("offers the location's other gear, and adds one unit of it", async () => {
  const { dispatched } = await showing(bookingFixture(), { change: oneDayMore() })
  const adding = screen.getByRole('group', { name: 'Add gear' })
  expect(adding).not.toHaveTextContent(infantSeat.name)
  await userEvent.click(screen.getByRole('button', { name: `Add ${stroller.name}` }))
  expect(dispatched()).toEqual([changeGearAdded({ gearId: stroller._id })])
})

test("an item added shows with the booking's own, by its name, and is offered no more", async () => {
  const change = oneDayMore()
  await showing(bookingFixture(), {
    change: { ...change, draft: { ...change.draft!, units: { [seat]: 2, [stroller._id]: 1 } } },
  })
  expect(screen.getByText(`${stroller.name}: 1`)).toBeVisible()
  expect(screen.getByRole('button', { name: `One ${stroller.name} more` })).toBeEnabled()
  expect(screen.queryByRole('group', { name: 'Add gear' })).toBeNull()
})

test('confirms nothing until the draft asks for a change and is priced', async () => {
  await showing(bookingFixture(), { change: { ...oneDayMore(), draft: terms } })
  expect(screen.getByText('Change a date, a time or the gear to see what it costs.')).toBeVisible()
  expect(screen.getByRole('button', { name: 'Confirm the change' })).toBeDisabled()
})

test('says which item is short, with its numbers', async () => {
  const shortage = { gear_id: seat, requested: 3, available: 2 }
  await showing(bookingFixture(), {
    change: {
      ...oneDayMore(),
      preview: null,
      status: 'failed',
      error: { code: 'INSUFFICIENT_STOCK', shortage },
    },
  })
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Not enough Infant car seat: you asked for 3, only 2 free for those dates.',
  )
})

test('a delivery says delivery and collection, in Spanish too, and what is kept', async () => {
  const kept = previewFixture({ payment_due: 0, difference: -1260, refund: 0, retained: 1260 })
  await showing(bookingFixture({ location_type: 'delivery' }), {
    change: oneDayMore(kept),
    language: 'es',
  })
  expect(screen.getByLabelText('Fecha de entrega')).toHaveValue('2027-04-09')
  expect(screen.getByLabelText('Hora de retirada')).toHaveValue('18:00')
  expect(screen.getByRole('status')).toHaveTextContent(
    'A menos de 24 horas de la entrega, reducir la reserva no reembolsa nada.',
  )
})

test('after the change: what it came to, and the changes with one still to pay', async () => {
  const refunded = versionFixture({ number: 1, status: 'refunded', payment_due: 0, refund: 800 })
  const owed = versionFixture({ number: 2 })
  const { dispatched } = await showing(bookingFixture({ versions: [refunded, owed] }), {
    change: { status: 'done', bookingId: BOOKING_ID, made: refunded },
  })
  expect(screen.getByRole('status')).toHaveTextContent('Your booking is changed.We refund €8.')
  const changes = screen.getByRole('region', { name: 'Changes' })
  expect(changes).toHaveTextContent(
    /2 March 2027 at 11:00 \S+, by you: Return date\. €172\.10 → €184\.70\. €8 refunded\./,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Pay €12.60' }))
  expect(dispatched()).toEqual([paymentRequested({ bookingId: BOOKING_ID })])
})

test('in Spanish: the refund of a change and its list', async () => {
  const refunded = versionFixture({ status: 'refunded', payment_due: 0, refund: 800 })
  await showing(bookingFixture({ versions: [refunded] }), {
    change: oneDayMore(previewFixture({ payment_due: 0, difference: -800, refund: 800 })),
    language: 'es',
  })
  expect(screen.getByRole('status')).toHaveTextContent('Te reembolsamos 8 €.')
  expect(screen.getByRole('region', { name: 'Cambios' })).toHaveTextContent(
    /por ti: Fecha de devolución\. 172,10 € → 184,70 €\. 8 € reembolsados\./,
  )
  expect(screen.getByRole('button', { name: 'Confirmar el cambio' })).toBeEnabled()
})

test("the family reads our team's reason for refunding a change anyway", async () => {
  const byStaff = versionFixture({
    changed_by: 'staff',
    status: 'refunded',
    payment_due: 0,
    refund: 800,
    override_reason: 'Flight cancelled',
  })
  await showing(bookingFixture({ versions: [byStaff] }))
  expect(screen.getByRole('region', { name: 'Changes' })).toHaveTextContent(
    /by our team: Return date\. €172\.10 → €184\.70\. €8 refunded\. Our team's reason: Flight cancelled$/,
  )
})

test('a cancelled booking without changes shows no card', async () => {
  const { container } = await showing(bookingFixture({ status: 'cancelled' }))
  expect(container).toBeEmptyDOMElement()
})
