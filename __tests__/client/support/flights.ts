import type { FlightLinkView } from '../../../src/shared/contract/flights'

/** What the "flight late?" link shows: a pickup on Friday 9 April 2027 at 10:00, BA123 at 09:40. */
export const flightView = (fields: Partial<FlightLinkView> = {}): FlightLinkView => ({
  start_date: '2027-04-09',
  pickup_time: '10:00',
  time_zone: 'Europe/Madrid',
  inbound_flight: 'BA123',
  arrival_time: '09:40',
  departure_time: null,
  flight_news: null,
  expected_arrival_at: '2027-04-09T07:40:00.000Z',
  can_report: true,
  ...fields,
})
