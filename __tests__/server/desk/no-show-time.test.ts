/**
 * The no-show time (docs/desk.md, Flights), as a rule: a desk pickup waits for the later of its
 * pickup time and its expected arrival, plus the grace period; a delay without a time or a
 * cancelled flight until the desk closes; a delivery only for its own window.
 */
import type { BookingRow } from '../../../src/server/domains/bookings'
import { noShowFrom, type LocationHours } from '../../../src/server/domains/desk/no-show-time'

const daily = { open: '07:00', close: '23:30' }
const svq: LocationHours = {
  timeZone: 'Europe/Madrid',
  type: 'collection',
  operatingHours: {
    monday: daily,
    tuesday: daily,
    wednesday: daily,
    thursday: daily,
    friday: daily,
    saturday: daily,
    sunday: daily,
  },
  closedDays: [],
}
// Friday 9 April 2027, pickup at 10:00 in Seville (08:00 UTC).
const booking = (fields: Partial<BookingRow> = {}) =>
  ({
    status: 'confirmed',
    handedOutAt: null,
    startDate: '2027-04-09',
    pickupTime: '10:00',
    arrivalTime: null,
    flightStatus: null,
    expectedArrivalAt: null,
    ...fields,
  }) as BookingRow
const from = (row: BookingRow, location = svq) =>
  noShowFrom({ booking: row, location, graceMinutes: 90 })?.toISOString() ?? null

it('waits the grace period after the pickup time, or after a later scheduled landing', () => {
  expect(from(booking())).toBe('2027-04-09T09:30:00.000Z')
  expect(from(booking({ arrivalTime: '09:00' }))).toBe('2027-04-09T09:30:00.000Z')
  expect(from(booking({ arrivalTime: '11:15' }))).toBe('2027-04-09T10:45:00.000Z')
})

it('follows the landing reported last, even the day after', () => {
  const late = { flightStatus: 'delayed' as const }
  expect(from(booking({ ...late, expectedArrivalAt: new Date('2027-04-09T22:10:00Z') }))).toBe(
    '2027-04-09T23:40:00.000Z',
  )
})

it('holds a delay without a time, or a cancelled flight, until the desk closes that day', () => {
  expect(from(booking({ flightStatus: 'delayed' }))).toBe('2027-04-09T21:30:00.000Z')
  expect(from(booking({ flightStatus: 'cancelled' }))).toBe('2027-04-09T21:30:00.000Z')
  const closed = { ...svq, closedDays: ['2027-04-09'] }
  expect(from(booking({ flightStatus: 'cancelled' }), closed)).toBe('2027-04-09T22:00:00.000Z')
})

it('keeps a delivery to its window, whatever the flight', () => {
  const zone = { ...svq, type: 'delivery' as const }
  const late = {
    flightStatus: 'delayed' as const,
    expectedArrivalAt: new Date('2027-04-09T14:00:00Z'),
  }
  expect(from(booking(late), zone)).toBe('2027-04-09T10:00:00.000Z')
})

it('is none once handed out or ended', () => {
  expect(from(booking({ handedOutAt: new Date('2027-04-09T08:10:00Z') }))).toBeNull()
  expect(from(booking({ status: 'cancelled' }))).toBeNull()
})
