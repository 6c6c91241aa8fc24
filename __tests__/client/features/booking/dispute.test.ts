import { bookingPageOpened } from '../../../../src/client/features/booking/bookingEvents'
import {
  selectBookingPage,
  selectDepositCard,
  selectDispute,
  selectDisputeMessage,
  type BookingRootState,
} from '../../../../src/client/features/booking/bookingSelectors'
import {
  disputeMessageChanged,
  disputeSubmitted,
} from '../../../../src/client/features/booking/bookingSlice'
import { depositLines } from '../../../../src/client/features/booking/depositLines'
import { sanitize } from '../../../../src/client/features/support/sanitize'
import type { Booking } from '../../../../src/shared/contract/bookings'
import { basketStore, settle, until } from '../../support/basketStore'
import {
  BOOKING_ID,
  bookingFixture,
  claimedDeposit,
  claimedEvent,
  depositFixture,
  failure,
  sevilleInstant,
  unpaidBooking,
} from '../../support/bookings'
import { infantSeatDetails } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { signedInSession } from '../../support/sessionState'

const DISPUTE = `POST /api/bookings/${BOOKING_ID}/deposit/dispute`
const GET = `GET /api/bookings/${BOOKING_ID}`

const answered = (message: string): Booking =>
  bookingFixture({
    deposit: claimedDeposit({
      history: [
        claimedEvent(),
        {
          kind: 'disputed',
          at: sevilleInstant('2027-04-17', '09:00'),
          by: 'family',
          amount: null,
          message,
        },
      ],
    }),
  })

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'GET /api/bookings/:id': { body: bookingFixture({ deposit: claimedDeposit() }) },
    'GET /api/gear/:id': { body: infantSeatDetails('en', null) },
    'POST /api/bookings/:id/deposit/dispute': (call) => ({
      body: answered((call.body as { message: string }).message),
    }),
  })
})
afterEach(() => api.restore())

const page = (store: { getState(): unknown }) =>
  selectBookingPage(store.getState() as BookingRootState)
const dispute = (store: { getState(): unknown }) =>
  selectDispute(store.getState() as BookingRootState)

async function bookingWithClaims() {
  const setup = basketStore({ preloadedState: { session: signedInSession() } })
  setup.store.dispatch(bookingPageOpened({ lookup: { id: BOOKING_ID } }))
  await until(() => page(setup.store).booking !== null)
  return setup
}

describe('the Deposit card’s sentences', () => {
  it('name a refused hold and the emailed link, and nothing else', () => {
    const booking = bookingFixture({
      deposit: depositFixture({
        missing: true,
        declined_at: sevilleInstant('2027-04-08', '10:02'),
      }),
    })
    expect(depositLines(booking)).toEqual([
      { key: 'missing', amounts: { amount: 24_000 } },
      { key: 'missingSince', time: sevilleInstant('2027-04-08', '10:02') },
    ])
  })

  it('say a release took nothing from an unpaid charge, and give no date for money back', () => {
    const booking = unpaidBooking({
      deposit: depositFixture({
        mode: 'charge',
        status: 'released',
        hold_from: null,
        released: 24_000,
        money_back_by: sevilleInstant('2027-03-12', '10:00'),
      }),
    })
    expect(depositLines(booking)).toEqual([{ key: 'nothingTaken' }])
  })

  it('add by when the money should be back, and the claims waiting with their total', () => {
    const back = bookingFixture({
      deposit: depositFixture({
        status: 'released',
        taken: true,
        released: 24_000,
        settled_at: sevilleInstant('2027-04-16', '18:10'),
        money_back_by: sevilleInstant('2027-04-23', '18:11'),
      }),
    })
    expect(depositLines(back).map((line) => line.key)).toEqual(['released', 'backBy'])
    const claimed = bookingFixture({ deposit: claimedDeposit() })
    expect(depositLines(claimed)[1]).toEqual({
      key: 'claimsWaiting',
      amounts: { claimed: 4500 },
    })
  })

  it('are not shown for a booking without a deposit', async () => {
    const { store } = basketStore()
    expect(selectDepositCard(store.getState())).toBeNull()
  })
})

describe('answering the claims on the deposit', () => {
  it('sends the trimmed answer once, and shows the booking with it in the history', async () => {
    const { store, onListenerError } = await bookingWithClaims()
    store.dispatch(disputeMessageChanged({ message: '  The crack was there at pickup. ' }))
    store.dispatch(disputeSubmitted())
    expect(dispute(store).status).toBe('sending')
    store.dispatch(disputeSubmitted())
    await until(() => dispute(store).status === 'sent')
    const sent = api.callsTo(DISPUTE)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toEqual({ message: 'The crack was there at pickup.' })
    expect(sent[0]!.url.searchParams.get('lang')).toBe('en')
    expect(page(store).booking?.deposit.history[1]).toMatchObject({
      kind: 'disputed',
      message: 'The crack was there at pickup.',
    })
    expect(dispute(store).draft.message).toBe('')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('keeps the answer out of support reports: its draft is masked', async () => {
    const { store } = await bookingWithClaims()
    store.dispatch(disputeMessageChanged({ message: 'Lucía Pérez, 612 345 678' }))
    const reported = sanitize(store.getState() as BookingRootState)
    expect(selectDispute(reported).draft.message).toBe('Xxxxx Xxxxx, 000 000 000')
  })

  it('sends nothing empty or too long, and says why once Send was pressed', async () => {
    const { store } = await bookingWithClaims()
    const message = () => selectDisputeMessage(store.getState() as BookingRootState)
    store.dispatch(disputeMessageChanged({ message: '   ' }))
    expect(message()).toBeNull()
    store.dispatch(disputeSubmitted())
    expect(message()).toBe('required')
    store.dispatch(disputeMessageChanged({ message: 'x'.repeat(1001) }))
    expect(message()).toBe('tooLong')
    store.dispatch(disputeSubmitted())
    await settle()
    expect(dispute(store).status).toBe('editing')
    expect(api.callsTo(DISPUTE)).toHaveLength(0)
  })

  it('says the time to answer has passed, and reads the booking again', async () => {
    api.on('POST /api/bookings/:id/deposit/dispute', failure(409, 'DISPUTE_CLOSED'))
    const { store, onListenerError } = await bookingWithClaims()
    api.on('GET /api/bookings/:id', {
      body: bookingFixture({ deposit: claimedDeposit({ can_dispute: false }) }),
    })
    store.dispatch(disputeMessageChanged({ message: 'Too late?' }))
    store.dispatch(disputeSubmitted())
    await until(() => page(store).booking?.deposit.can_dispute === false)
    expect(dispute(store)).toMatchObject({ status: 'failed', error: 'Errors.DISPUTE_CLOSED' })
    expect(dispute(store).draft.message).toBe('Too late?')
    expect(api.callsTo(GET)).toHaveLength(2)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('keeps the answer to try again when the server could not take it', async () => {
    api.on('POST /api/bookings/:id/deposit/dispute', failure(500, 'INTERNAL_ERROR'))
    const { store } = await bookingWithClaims()
    store.dispatch(disputeMessageChanged({ message: 'Not us' }))
    store.dispatch(disputeSubmitted())
    await until(() => dispute(store).status === 'failed')
    expect(dispute(store).error).toBe('Errors.dispute')
    expect(api.callsTo(GET)).toHaveLength(1)
  })

  it('starts afresh on another booking', async () => {
    const { store } = await bookingWithClaims()
    store.dispatch(disputeMessageChanged({ message: 'Draft' }))
    store.dispatch(bookingPageOpened({ lookup: { id: 'another' } }))
    await until(
      () => page(store).lookup?.toString() !== undefined && dispute(store).draft.message === '',
    )
    expect(page(store).lookup).toEqual({ id: 'another' })
  })
})
