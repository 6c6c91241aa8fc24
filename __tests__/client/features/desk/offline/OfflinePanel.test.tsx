import { screen, within } from '@testing-library/react'
import OfflinePanel from '../../../../../src/client/features/desk/offline/OfflinePanel'
import {
  initialOfflineState,
  refusalDismissed,
} from '../../../../../src/client/features/desk/offline/offlineQueueSlice'
import type { DeskOfflineState } from '../../../../../src/client/features/desk/offline'
import type { Language } from '../../../../../src/shared/domain/languages'
import type * as DeskLocations from '../deskLocations'
import { renderDeskView } from '../renderDeskView'
import { BOOKING_A, BOOKING_B, queuedAction } from './offlineFixtures'

// Times read on the desk location's clock: Seville (UTC+1 in March).
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('SVQ'),
)

const render = (deskOffline: Partial<DeskOfflineState>, language: Language = 'en') =>
  renderDeskView(<OfflinePanel />, {
    rooms: { deskOffline: { ...initialOfflineState, ...deskOffline } },
    language,
  })

const refused = queuedAction({
  key: 'desk-key-2',
  kind: 'check-in',
  bookingId: BOOKING_B,
  takenAt: '2026-03-01T10:20:00.000Z',
  refusal: {
    code: 'UNIT_NOT_FREE',
    message: 'Unit SVQ-ZST417-Y-001 is out with another booking.',
  },
})

test('shows nothing while the server answers and nothing waits', async () => {
  const { container, dispatched } = await render({})
  expect(container).toBeEmptyDOMElement()
  expect(dispatched()).toEqual([])
})

test('says since when the desk is offline and how old its lists are', async () => {
  await render({
    offlineSince: Date.parse('2026-03-01T10:05:00Z'),
    listsFetchedAt: Date.now() - 7 * 60_000,
  })
  const banner = screen.getByRole('status')
  expect(banner).toHaveTextContent(/No connection to the server since .*11:05/)
  expect(banner).toHaveTextContent(/The lists shown were fetched at .* \(7 min ago\)/)
})

test('lists what waits to send and what was refused, with the reason and what to do', async () => {
  const { dispatched, user } = await render({
    offlineSince: Date.parse('2026-03-01T10:05:00Z'),
    actions: [queuedAction({ bookingId: BOOKING_A }), refused],
  })
  const [waiting, refusedRow] = within(
    screen.getByRole('region', { name: 'Taken offline' }),
  ).getAllByRole('listitem')
  expect(waiting).toHaveTextContent(/Check-out.*taken at .*11:00.*Waiting to send/)
  expect(within(waiting!).getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
    'href',
    `/desk/bookings/${BOOKING_A}`,
  )
  const alert = within(refusedRow!).getByRole('alert')
  expect(alert).toHaveTextContent('Refused by the server')
  expect(alert).toHaveTextContent('One of those units cannot go out')
  expect(alert).toHaveTextContent(
    'The server said: Unit SVQ-ZST417-Y-001 is out with another booking.',
  )
  expect(alert).toHaveTextContent('Open the booking, check it with the family')
  expect(within(waiting!).queryByRole('button')).toBeNull()
  await user.click(within(refusedRow!).getByRole('button', { name: 'Dismiss' }))
  expect(dispatched()).toEqual([refusalDismissed({ key: 'desk-key-2' })])
})

test('says it is sending while the queue goes out, in Spanish too', async () => {
  await render({ actions: [queuedAction(), refused], replaying: true }, 'es')
  expect(screen.queryByRole('status')).toBeNull()
  const region = screen.getByRole('region', { name: 'Hecho sin conexión' })
  expect(region).toHaveTextContent(/Entrega.*Enviando…/)
  expect(region).toHaveTextContent(/Devolución.*Rechazado por el servidor/)
  expect(within(region).getByRole('button', { name: 'Descartar' })).toBeInTheDocument()
})
