import {
  dayChosen,
  dayStepped,
  deskBookingsSlice,
  initialDeskBookingsState,
  lookupDraftChanged,
  lookupNextPage,
  lookupPreviousPage,
  lookupSubmitted,
  selectStaffChangeMessages,
  staffChangeClosed,
  staffChangeEdited,
  staffChangeFailed,
  staffChangeOpened,
  staffChangeSubmitted,
  staffChangeSucceeded,
  type DeskBookingsState,
} from '../../../../../src/client/features/desk/bookings/deskBookingsSlice'
import {
  amountProblem,
  centsFromText,
} from '../../../../../src/client/features/desk/shell/deskMoney'
import type { RootState } from '../../../../../src/client/app/store'

const reduce = (actions: Parameters<typeof deskBookingsSlice.reducer>[1][]) =>
  actions.reduce(deskBookingsSlice.reducer, initialDeskBookingsState)
const messages = (state: DeskBookingsState) =>
  selectStaffChangeMessages({ deskBookings: state } as unknown as RootState)
const opening = {
  bookingId: 'b1',
  refundable: 5000,
  currency: 'EUR',
  paymentStatus: 'paid' as const,
}

test('the day is today until one is chosen; previous and next step from the day shown', () => {
  expect(reduce([]).day).toBeNull()
  expect(reduce([dayStepped({ from: '2027-02-28', days: 1 })]).day).toBe('2027-03-01')
  expect(reduce([dayStepped({ from: '2027-03-01', days: -1 })]).day).toBe('2027-02-28')
  expect(reduce([dayChosen('2027-05-01'), dayChosen(null)]).day).toBeNull()
})

test('a lookup shorter than two characters is not sent; pages go forward and back', () => {
  const short = reduce([lookupDraftChanged(' g '), lookupSubmitted()])
  expect(short.lookup).toMatchObject({ query: '', tooShort: true })
  const found = reduce([
    lookupDraftChanged(' garcia '),
    lookupSubmitted(),
    lookupNextPage('c1'),
    lookupNextPage('c2'),
    lookupPreviousPage(),
  ])
  expect(found.lookup).toMatchObject({ query: 'garcia', cursors: ['c1'], tooShort: false })
  expect(
    reduce([
      lookupDraftChanged('garcia'),
      lookupSubmitted(),
      lookupNextPage('c1'),
      lookupSubmitted(),
    ]).lookup.cursors,
  ).toEqual([])
})

test('a dialog gets its own idempotency key when it opens and keeps it while edited and retried', () => {
  const first = staffChangeOpened({ kind: 'refund', ...opening })
  const second = staffChangeOpened({ kind: 'refund', ...opening })
  expect(first.payload.idempotencyKey).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/)
  expect(second.payload.idempotencyKey).not.toBe(first.payload.idempotencyKey)
  const state = reduce([
    first,
    staffChangeEdited({ amount: '10' }),
    staffChangeSubmitted(),
    staffChangeFailed('NETWORK'),
    staffChangeEdited({ amount: '12' }),
  ])
  expect(state.change).toMatchObject({
    idempotencyKey: first.payload.idempotencyKey,
    paymentStatus: 'paid',
    amount: '12',
    busy: false,
    errorCode: null,
  })
})

test('a cancellation needs a reason; its refund may be empty but not above what is left', () => {
  const open = staffChangeOpened({ kind: 'cancel', ...opening })
  expect(messages(reduce([open]))).toEqual({ reason: null, amount: null })
  const empty = reduce([open, staffChangeSubmitted()])
  expect(empty.change?.busy).toBe(false)
  expect(messages(empty)).toEqual({ reason: 'reasonRequired', amount: null })
  const tooMuch = reduce([
    open,
    staffChangeEdited({ reason: 'Storm', amount: '50.01' }),
    staffChangeSubmitted(),
  ])
  expect(messages(tooMuch)).toEqual({ reason: null, amount: 'amountTooLarge' })
  const right = reduce([
    open,
    staffChangeEdited({ reason: 'Storm', amount: '50' }),
    staffChangeSubmitted(),
  ])
  expect(right.change?.busy).toBe(true)
})

test('a refund needs a positive amount in money; a success closes the dialog and says so', () => {
  const open = staffChangeOpened({ kind: 'refund', ...opening })
  expect(messages(reduce([open, staffChangeSubmitted()])).amount).toBe('amountRequired')
  expect(
    messages(reduce([open, staffChangeEdited({ amount: '-5' }), staffChangeSubmitted()])).amount,
  ).toBe('amountInvalid')
  expect(
    messages(reduce([open, staffChangeEdited({ amount: '0' }), staffChangeSubmitted()])).amount,
  ).toBe('amountInvalid')
  const done = reduce([
    open,
    staffChangeEdited({ amount: '5' }),
    staffChangeSubmitted(),
    staffChangeSucceeded(),
  ])
  expect(done.change).toBeNull()
  expect(done.done).toEqual({ kind: 'refund', bookingId: 'b1' })
  expect(reduce([open, staffChangeClosed()]).change).toBeNull()
})

test('money typed at the desk reads in cents, with a point or a comma', () => {
  expect(centsFromText('20')).toBe(2000)
  expect(centsFromText('20.5')).toBe(2050)
  expect(centsFromText(' 20,05 ')).toBe(2005)
  expect(centsFromText('20.555')).toBeNull()
  expect(centsFromText('abc')).toBeNull()
  expect(amountProblem('', 100, { required: false })).toBeNull()
  expect(amountProblem('1', 100, { required: true })).toBeNull()
  expect(amountProblem('1.01', 100, { required: true })).toBe('amountTooLarge')
})
