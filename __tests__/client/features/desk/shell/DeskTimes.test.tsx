/**
 * Every time at the desk reads on a location's clock with its zone named, as the family reads it:
 * a booking's on its own location's, the audit log's and promo codes' on the desk's location's.
 */
import { screen, within } from '@testing-library/react'
import { AuditScreen } from '../../../../../src/client/features/desk/audit/AuditScreen'
import { BookingScreen } from '../../../../../src/client/features/desk/bookings/BookingScreen'
import { DayScreen } from '../../../../../src/client/features/desk/bookings/DayScreen'
import { PromoCodesScreen } from '../../../../../src/client/features/desk/promo-codes/PromoCodesScreen'
import { deskBooking, deskBookingDetail, deskDay, staffList } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'

const mockAnswers: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskBookingQuery: () => mockAnswers.booking,
  useGetDeskDayQuery: () => mockAnswers.day,
}))
jest.mock('../../../../../src/client/features/desk/audit/auditApi', () => ({
  useGetAuditQuery: () => mockAnswers.audit,
}))
jest.mock('../../../../../src/client/features/desk/staff/staffApi', () => ({
  useGetStaffQuery: () => mockAnswers.staff,
}))
jest.mock('../../../../../src/client/features/desk/promo-codes/deskPromoApi', () => ({
  useGetPromoCodesQuery: () => mockAnswers.codes,
}))
jest.mock('../../../../../src/client/features/search', () => ({
  ...jest.requireActual('../../../../../src/client/features/search'),
  useSearchPickupLocationsQuery: () => mockAnswers.locations,
}))

/** Two desks on two clocks: Seville's and the Canaries'. */
const locations = answered([
  {
    code: 'SVQ',
    name: 'Seville airport',
    names: { en: 'Seville airport', es: 'Aeropuerto de Sevilla' },
    time_zone: 'Europe/Madrid',
  },
  {
    code: 'LPA',
    name: 'Gran Canaria airport',
    names: { en: 'Gran Canaria airport', es: 'Aeropuerto de Gran Canaria' },
    time_zone: 'Atlantic/Canary',
  },
])

beforeEach(() => {
  mockAnswers.locations = locations
  mockAnswers.staff = answered(staffList())
  mockAnswers.booking = answered(
    deskBookingDetail({
      status: 'cancelled',
      handed_out_at: '2027-03-09T09:40:00.000Z',
      returned_at: '2027-03-11T16:55:00.000Z',
      cancelled_at: '2027-03-12T08:00:00.000Z',
      cancelled_by: 'staff',
      refunds: [
        {
          provider_refund_id: 're_1',
          status: 'succeeded',
          amount: 1000,
          currency: 'EUR',
          reason: 'staff',
          created_at: '2027-03-12T20:07:00.000Z',
        },
      ],
    }),
  )
})

test("a booking's handover, cancellation and refund times are on its location's clock, named", async () => {
  await renderDeskView(<BookingScreen id={deskBooking().id} isAdmin />)
  const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling
  expect(value('Handed out')).toHaveTextContent(/^9 Mar 2027, 10:40 CET$/)
  expect(value('Back')).toHaveTextContent(/^11 Mar 2027, 17:55 CET$/)
  expect(value('Cancelled')).toHaveTextContent(/^12 Mar 2027, 09:00 CET, by staff$/)
  const refund = within(screen.getByRole('region', { name: 'Refunds' })).getAllByRole('row')[1]!
  expect(within(refund).getAllByRole('cell')[0]).toHaveTextContent(/^12 Mar 2027, 21:07 CET$/)
})

test("the Spanish desk names the zone too, on the booking's own clock", async () => {
  mockAnswers.booking = answered({
    ...deskBookingDetail(),
    time_zone: 'Atlantic/Canary',
    handed_out_at: '2027-07-09T09:40:00.000Z',
  })
  await renderDeskView(<BookingScreen id={deskBooking().id} isAdmin />, { language: 'es' })
  const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling
  expect(value('Entregada')).toHaveTextContent(/^9 jul 2027, 10:40 WEST$/)
})

test("a return card's handover times are on the booking's clock, named", async () => {
  mockAnswers.day = answered(deskDay())
  await renderDeskView(<DayScreen />)
  const card = screen.getByRole('article', { name: /TT-RET001/ })
  expect(within(card).getByText(/^Handed out/)).toHaveTextContent(
    'Handed out 5 Mar 2027, 10:10 CET, 2 units',
  )
})

/** The audit log's first row's time. */
const firstCell = () => within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]

const auditOf = (at: string) =>
  answered({
    items: [
      {
        id: 'e1',
        at,
        action: 'booking.refund',
        actor: { id: 'a1', email: 'admin@tinytrip.es', role: 'admin' },
        booking_id: null,
        booking_reference: null,
        unit_id: null,
        target_user_id: null,
        before: null,
        after: null,
      },
    ],
    next_cursor: null,
  })

test("the audit log reads on the desk's location's clock, named", async () => {
  mockAnswers.audit = auditOf('2027-03-09T10:00:00.000Z')
  await renderDeskView(<AuditScreen />, { desk: { locationCode: 'LPA' } })
  expect(firstCell()).toHaveTextContent(/^9 Mar 2027, 10:00 WET$/)
})

test('until the desks have loaded, the audit log reads in UTC, named', async () => {
  mockAnswers.locations = answered(undefined)
  mockAnswers.audit = auditOf('2027-03-09T10:00:00.000Z')
  await renderDeskView(<AuditScreen />)
  expect(firstCell()).toHaveTextContent(/^9 Mar 2027, 10:00 UTC$/)
})

test("promo codes' validity reads on the desk's location's clock, named", async () => {
  mockAnswers.codes = answered([
    {
      id: 'p1',
      code: 'SUMMER-10',
      kind: 'percent',
      amount: 10,
      valid_from: '2027-05-31T22:00:00.000Z',
      valid_until: '2027-08-31T21:59:59.999Z',
      categories: null,
      min_rental_days: 3,
      total_uses: null,
      per_traveller: null,
      active: true,
      uses: 0,
      created_by: 'a1',
      created_at: '2027-05-01T10:00:00.000Z',
      updated_at: '2027-05-01T10:00:00.000Z',
    },
  ])
  await renderDeskView(<PromoCodesScreen />)
  const table = screen.getByRole('table', { name: 'Promo codes, newest first' })
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
    /1 Jun 2027, 00:00 CEST.*31 Aug 2027, 23:59 CEST/,
  )
})
