import { screen } from '@testing-library/react'
import BookingSuccessPage from '../../../../src/client/features/booking/BookingSuccessPage'
import {
  checkoutSlice,
  paymentReturned,
  type CheckoutState,
} from '../../../../src/client/features/checkout/checkoutSlice'
import { paymentReturnLeft } from '../../../../src/client/features/checkout/paymentEvents'
import { BOOKING_ID } from '../../support/bookings'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const returnAddress = `/booking/success-redirect?booking_id=${BOOKING_ID}&session_id=cs_1`

const back = (paymentReturn: CheckoutState['paymentReturn'], route = returnAddress) =>
  renderOverMockStore(<BookingSuccessPage />, {
    route,
    state: stateWith({ checkout: { ...checkoutSlice.getInitialState(), paymentReturn } }),
  })

describe('BookingSuccessPage over a mock store', () => {
  it('hands the provider’s session to the store, says it is checking, and says when it leaves', async () => {
    const { dispatched, unmount } = await back('idle')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checking your payment with the card provider…',
    )
    expect(dispatched().filter(paymentReturned.match)).toEqual([
      paymentReturned({ bookingId: BOOKING_ID, sessionId: 'cs_1' }),
    ])
    unmount()
    expect(dispatched().filter(paymentReturnLeft.match)).toEqual([paymentReturnLeft()])
  })

  it('says the payment has not arrived yet, with a link to the booking', async () => {
    await back('not_paid')
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have not received this payment yet. If you paid, it will show on your booking in a moment.',
    )
    expect(screen.getByRole('link', { name: 'Go to my booking' })).toHaveAttribute(
      'href',
      `/booking/${BOOKING_ID}`,
    )
  })

  it('says the check failed', async () => {
    await back('failed')
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch booking details')
  })

  it('asks nothing of an address without its booking', async () => {
    const { dispatched } = await back('idle', '/booking/success-redirect?session_id=cs_1')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This address is missing the booking it belongs to.',
    )
    expect(dispatched().filter(paymentReturned.match)).toEqual([])
  })
})
