import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { flightFeature } from '../../../../src/client/features/flight/flightListeners'
import {
  flightDraftChanged,
  flightFormOpened,
  flightLinkOpened,
  flightReportSubmitted,
  selectFlight,
} from '../../../../src/client/features/flight/flightSlice'
import { basketStore, until } from '../../support/basketStore'
import { BOOKING_ID, bookingFixture, failure } from '../../support/bookings'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { flightView as view } from '../../support/flights'

const TOKEN = 'eyJwIjoiZmxpZ2h0X25ld3MifQ.c2lnbmF0dXJl'
const REPORT = `POST /api/bookings/${BOOKING_ID}/flight`
const LINK_VIEW = 'POST /api/flight-links/view'
const LINK_REPORT = 'POST /api/flight-links/report'

const delayed = view({
  flight_news: {
    status: 'delayed',
    expected_arrival_at: '2027-04-09T14:40:00.000Z',
    reported_at: '2027-04-09T10:05:00.000Z',
    reported_by: 'family',
  },
  expected_arrival_at: '2027-04-09T14:40:00.000Z',
})

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    [REPORT]: { body: delayed },
    [LINK_VIEW]: { body: view() },
    [LINK_REPORT]: { body: delayed },
    [`GET /api/bookings/${BOOKING_ID}`]: { body: bookingFixture() },
  })
})
afterEach(() => api.restore())

function flightStore() {
  const setup = basketStore()
  setup.store.dispatch(featureInjected(flightFeature))
  return setup
}
const flight = (store: ReturnType<typeof flightStore>['store']) => selectFlight(store.getState())
const fromBooking = { target: { bookingId: BOOKING_ID }, startDate: '2027-04-09' }

describe('"we land late" from the booking page', () => {
  it('sends the new landing time on the pickup day and says it was sent', async () => {
    const { store, onListenerError } = flightStore()
    store.dispatch(flightFormOpened())
    store.dispatch(flightDraftChanged({ arrival_time: '16:40' }))
    store.dispatch(flightReportSubmitted(fromBooking))
    await until(() => flight(store).form.status === 'sent')
    expect(api.callsTo(REPORT).map((call) => call.body)).toEqual([
      { status: 'delayed', arrival_time: '16:40', arrival_date: '2027-04-09' },
    ])
    expect(flight(store).view).toEqual(delayed)
    // The booking shows again, with the news (and a cancelled flight's free cancellation).
    await until(() => api.callsTo(`GET /api/bookings/${BOOKING_ID}`).length === 1)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('takes a landing the day after, late without a time, or a cancelled flight', async () => {
    const { store } = flightStore()
    const send = async (draft: Parameters<typeof flightDraftChanged>[0]) => {
      store.dispatch(flightFormOpened())
      store.dispatch(flightDraftChanged(draft))
      store.dispatch(flightReportSubmitted(fromBooking))
      await until(() => flight(store).form.status === 'sent')
    }
    await send({ arrival_time: '00:30', next_day: true })
    await send({ choice: 'no_time' })
    await send({ choice: 'cancelled' })
    expect(api.callsTo(REPORT).map((call) => call.body)).toEqual([
      { status: 'delayed', arrival_time: '00:30', arrival_date: '2027-04-10' },
      { status: 'delayed' },
      { status: 'cancelled' },
    ])
  })

  it('sends nothing without a time, and says why the server refused one', async () => {
    const { store } = flightStore()
    store.dispatch(flightFormOpened())
    store.dispatch(flightReportSubmitted(fromBooking))
    expect(flight(store).form).toMatchObject({ submitted: true, status: 'editing' })
    expect(api.callsTo(REPORT)).toEqual([])

    api.on(REPORT, failure(409, 'FLIGHT_NEWS_CLOSED'))
    store.dispatch(flightDraftChanged({ arrival_time: '16:40' }))
    store.dispatch(flightReportSubmitted(fromBooking))
    await until(() => flight(store).form.error !== null)
    expect(flight(store).form).toMatchObject({ status: 'editing', error: 'FLIGHT_NEWS_CLOSED' })
  })
})

describe('the emailed link', () => {
  it('reads and reports with the token in the body only, keeping no token', async () => {
    const { store } = flightStore()
    store.dispatch(flightLinkOpened({ token: TOKEN }))
    await until(() => flight(store).link.status === 'read')
    store.dispatch(flightFormOpened())
    store.dispatch(flightDraftChanged({ choice: 'cancelled' }))
    store.dispatch(flightReportSubmitted({ target: { token: TOKEN }, startDate: '2027-04-09' }))
    await until(() => flight(store).form.status === 'sent')
    expect(api.callsTo(LINK_VIEW)[0]!.body).toEqual({ token: TOKEN })
    expect(api.callsTo(LINK_REPORT)[0]!.body).toEqual({ token: TOKEN, status: 'cancelled' })
    expect(JSON.stringify(store.getState())).not.toContain(TOKEN)
  })

  it.each([
    [400, 'INVALID_LINK', 'INVALID_LINK'],
    [410, 'LINK_EXPIRED', 'LINK_EXPIRED'],
    [500, 'INTERNAL_ERROR', 'FAILED'],
  ])('says why a %i %s link shows nothing', async (status, code, problem) => {
    api.on(LINK_VIEW, failure(status, code))
    const { store } = flightStore()
    store.dispatch(flightLinkOpened({ token: TOKEN }))
    await until(() => flight(store).link.status === 'refused')
    expect(flight(store)).toMatchObject({ link: { problem }, view: null })
  })
})
