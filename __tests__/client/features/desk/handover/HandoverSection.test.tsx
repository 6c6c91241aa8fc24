import { act, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import type { DeskBookingDetail } from '../../../../../src/shared/contract/desk-bookings'
import { HandoverSection } from '../../../../../src/client/features/desk/handover'
import type { QueuedAction } from '../../../../../src/client/features/desk/offline'
import { delivered, deskBookingDetail, deskFlags } from '../deskFixtures'
import { bookingUnit, options as mockOptions, seatItem } from './handoverFixtures'
import { renderHandover } from './handoverViews'

jest.mock('../../../../../src/client/features/desk/handover/handoverApi', () => ({
  ...jest.requireActual('../../../../../src/client/features/desk/handover/handoverApi'),
  useGetHandoverOptionsQuery: () => ({ data: mockOptions() }),
}))

const toCheckOut = deskBookingDetail({ items: [seatItem], can_check_out: true })
const toCheckIn = deskBookingDetail({
  items: [seatItem],
  can_check_in: true,
  units: [bookingUnit(1)],
})
const allBack = deskBookingDetail({ items: [seatItem], units: [bookingUnit(1, true)] })

/** The section as the booking screen shows it, over the detail the test swaps in. */
const shown: { next?: (detail: DeskBookingDetail) => void } = {}
function Swapped() {
  const [detail, setDetail] = useState(toCheckOut)
  useEffect(() => {
    shown.next = setDetail
  }, [])
  return <HandoverSection booking={detail} />
}

test('after a check-out focus moves to the check-in panel, and after the check-in to the outcome', async () => {
  await renderHandover(<Swapped />)
  screen.getByRole('button', { name: 'Confirm check-out' }).focus()
  act(() => shown.next!(toCheckIn))
  expect(screen.getByRole('heading', { name: 'Take back' })).toHaveFocus()
  act(() => shown.next!(allBack))
  expect(screen.getByRole('heading', { name: 'Handover' })).toHaveFocus()
  expect(screen.getByRole('list', { name: 'Units handed over' })).toHaveTextContent(
    'SVQ-ZCS123-K-001: Fine',
  )
})

test('opening a booking leaves focus where it is', async () => {
  await renderHandover(<Swapped />)
  expect(document.body).toHaveFocus()
})

const waiting = deskBookingDetail({ items: [seatItem], no_show_from: '2027-03-09T17:10:00.000Z' })

test('a pickup nobody came for waits, disabled, for its no-show time, then may be marked', async () => {
  await renderHandover(<Swapped />)
  act(() => shown.next!(waiting))
  const button = screen.getByRole('button', { name: 'Mark as no-show' })
  expect(button).toBeDisabled()
  expect(button).toHaveAccessibleDescription('No-show possible from 18:10')
  act(() =>
    shown.next!({ ...waiting, can_mark_no_show: true, flags: deskFlags({ no_show: true }) }),
  )
  expect(screen.getByRole('button', { name: 'Mark as no-show' })).toBeEnabled()
  expect(screen.queryByText(/No-show possible/)).toBeNull()
})

test('the no-show time in Spanish; a delivery and a booking handed over do not wait for one', async () => {
  await renderHandover(<HandoverSection booking={waiting} />, {}, 'es')
  expect(screen.getByRole('button', { name: 'Marcar como no presentado' })).toBeDisabled()
  expect(screen.getByText('No presentado posible desde las 18:10')).toBeVisible()
  for (const booking of [
    { ...waiting, ...delivered },
    { ...waiting, handed_out_at: '2027-03-09T18:00:00.000Z' },
  ]) {
    const { unmount } = await renderHandover(<HandoverSection booking={booking} />)
    expect(screen.queryByRole('button', { name: 'Mark as no-show' })).toBeNull()
    unmount()
  }
})

test('a pickup waiting for its family has the flight news form; a delivery or one handed over has none', async () => {
  const { unmount } = await renderHandover(<HandoverSection booking={waiting} />)
  expect(await screen.findByRole('region', { name: 'Flight news' })).toBeVisible()
  unmount()
  for (const booking of [
    { ...waiting, ...delivered },
    { ...waiting, handed_out_at: '2027-03-09T18:00:00.000Z' },
  ]) {
    const other = await renderHandover(<HandoverSection booking={booking} />)
    expect(screen.queryByRole('region', { name: 'Flight news' })).toBeNull()
    other.unmount()
  }
})

test('a booking whose handover waits to send offers nothing else until the server answers it', async () => {
  const queued = (refusal: QueuedAction['refusal']): QueuedAction => ({
    key: 'desk-1',
    kind: 'check-out',
    bookingId: toCheckOut.id,
    draft: null,
    takenAt: '2027-03-09T09:00:00.000Z',
    owner: 'staff-1',
    refusal,
  })
  const offline = (action: QueuedAction) => ({
    deskOffline: {
      owner: 'staff-1',
      actions: [action],
      offlineSince: null,
      listsFetchedAt: null,
      replaying: false,
    },
  })
  const waitingView = await renderHandover(
    <HandoverSection booking={toCheckOut} />,
    {},
    'en',
    offline(queued(null)),
  )
  expect(screen.getByRole('status')).toHaveTextContent(
    'A handover of this booking is waiting to send.',
  )
  expect(screen.queryByRole('button', { name: 'Confirm check-out' })).toBeNull()
  waitingView.unmount()

  // Refused, it is the clerk's to take again.
  await renderHandover(
    <HandoverSection booking={toCheckOut} />,
    {},
    'en',
    offline(queued({ code: 'ALREADY_HANDED_OUT', message: 'Already handed out.' })),
  )
  expect(screen.getByRole('button', { name: 'Confirm check-out' })).toBeVisible()
  expect(screen.queryByText(/waiting to send/)).toBeNull()
})
