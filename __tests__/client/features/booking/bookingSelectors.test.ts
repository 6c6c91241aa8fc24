import {
  cancellationOf,
  selectBookingPageFor,
  selectBookingPaid,
  selectCancellation,
  selectAppliedPromoCodes,
  selectDiscountSavings,
  selectPaymentDue,
  selectRefund,
  type BookingRootState,
} from '../../../../src/client/features/booking/bookingSelectors'
import { initialBookingState } from '../../../../src/client/features/booking/bookingSlice'
import type { Booking } from '../../../../src/shared/contract/bookings'
import {
  bookingFixture,
  cancelledBooking,
  sevilleInstant,
  unpaidBooking,
} from '../../support/bookings'
import { stateWith } from '../../support/renderOverMockStore'

const DEADLINE = sevilleInstant('2027-04-08', '10:00')
const BEFORE = Date.parse(DEADLINE) - 60_000

const showing = (booking: Booking, checkedAt: number | null = BEFORE): BookingRootState => ({
  ...stateWith(),
  booking: {
    ...initialBookingState,
    page: { ...initialBookingState.page, lookup: { id: booking._id }, booking, checkedAt },
  },
})

describe('cancellation state', () => {
  it('is allowed before the deadline, saying until when', () => {
    expect(cancellationOf(bookingFixture(), BEFORE)).toEqual({
      state: 'allowed',
      text: 'Booking.deadline',
      time: DEADLINE,
    })
  })

  it('has its window closed when the server says so, or once the clock has passed the deadline', () => {
    const closed = { state: 'window_closed', text: 'Booking.deadlinePassed', time: DEADLINE }
    expect(cancellationOf(bookingFixture({ can_cancel: false }), BEFORE)).toEqual(closed)
    expect(cancellationOf(bookingFixture(), Date.parse(DEADLINE))).toEqual(closed)
  })

  it('is already cancelled, naming when, or without a date when the payment time ran out', () => {
    const booking = cancelledBooking()
    expect(cancellationOf(booking, BEFORE)).toEqual({
      state: 'already_cancelled',
      text: 'Booking.cancelledOn',
      time: booking.cancelled_at,
    })
    const expired = unpaidBooking({ status: 'cancelled', payment_status: 'expired' })
    expect(cancellationOf(expired, BEFORE)).toMatchObject({
      state: 'already_cancelled',
      text: 'Booking.deadlinePassed',
    })
  })

  it('is already completed once the rental is over', () => {
    expect(cancellationOf(bookingFixture({ status: 'completed' }), BEFORE)).toMatchObject({
      state: 'already_completed',
      text: 'Booking.deadlinePassed',
    })
  })

  it('comes from the shown booking and the clock reading of its load', () => {
    expect(selectCancellation(stateWith())).toBeNull()
    expect(selectCancellation(showing(bookingFixture()))?.state).toBe('allowed')
    expect(selectCancellation(showing(bookingFixture(), Date.parse(DEADLINE) + 1))?.state).toBe(
      'window_closed',
    )
  })
})

describe('money and payment', () => {
  it('adds up what the discounts saved', () => {
    const discounts = [
      { code: 'WEEK10', amount: 490, applied_at: '2027-03-01T10:00:00.000Z' },
      { code: 'SPRING', amount: 510, applied_at: '2027-03-01T10:00:00.000Z' },
    ]
    expect(selectDiscountSavings(showing(bookingFixture({ applied_discounts: discounts })))).toBe(
      1000,
    )
    expect(selectDiscountSavings(showing(bookingFixture()))).toBe(0)
  })

  it('names the promo codes among the applied discounts: those the price lists as promo lines', () => {
    const plain = bookingFixture()
    const summer = { code: 'SUMMER-10', amount: 441, applied_at: '2027-03-01T10:00:00.000Z' }
    const booking = bookingFixture({
      pricing: {
        ...plain.pricing,
        discounts: [{ code: 'SUMMER-10', description: 'x', amount: 441 }],
      },
      applied_discounts: [{ ...summer, code: 'LONG_RENTAL_7D', amount: 490 }, summer],
    })
    expect(selectAppliedPromoCodes(showing(booking))).toEqual([summer])
    expect(selectAppliedPromoCodes(showing(plain))).toEqual([])
  })

  it('asks to pay only a confirmed, unpaid booking, until its due time', () => {
    const due = unpaidBooking().payment_due
    expect(selectPaymentDue(showing(unpaidBooking()))).toBe(due)
    expect(selectPaymentDue(showing(bookingFixture()))).toBeNull()
    expect(
      selectPaymentDue(showing(unpaidBooking({ status: 'cancelled', payment_status: 'expired' }))),
    ).toBeNull()
    expect(selectBookingPaid(showing(bookingFixture()))).toBe(true)
    expect(selectBookingPaid(showing(unpaidBooking()))).toBe(false)
  })

  it('shows the refund, and whether the card provider is still processing it', () => {
    expect(selectRefund(showing(bookingFixture()))).toBeNull()
    expect(selectRefund(showing(cancelledBooking('pending')))).toMatchObject({
      status: 'pending',
      pending: true,
      amount: 17_210,
    })
    expect(selectRefund(showing(cancelledBooking()))?.pending).toBe(false)
  })
})

describe('the page for a lookup', () => {
  it('is blank while the last booking page’s booking is still in the store', () => {
    const state = showing(bookingFixture())
    expect(selectBookingPageFor(state, { id: bookingFixture()._id }).booking).not.toBeNull()
    expect(selectBookingPageFor(state, { id: 'another' }).booking).toBeNull()
    expect(selectBookingPageFor(state, { reference: 'TT-7K4P2Q' }).booking).toBeNull()
  })
})
