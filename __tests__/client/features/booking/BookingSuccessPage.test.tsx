import { screen, waitFor, within } from '@testing-library/react'
import { BOOKING_ID, bookingFixture, failure, unpaidBooking } from '../../support/bookings'
import { signedIn } from '../../support/catalogue'
import { installFakeApi, never, type FakeApi, type FakeReply } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { renderWithProviders } from '../../support/renderWithProviders'
import BookingSuccessPage from '../../../../src/client/features/booking/BookingSuccessPage'
import {
  checkoutSlice,
  paymentReturned,
  type CheckoutState,
} from '../../../../src/client/features/checkout/checkoutSlice'
import { paymentReturnLeft } from '../../../../src/client/features/checkout/paymentEvents'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

let api: FakeApi
afterEach(() => api?.restore())

const returnAddress = `/booking/success-redirect?booking_id=${BOOKING_ID}&session_id=cs_1`

function returnFromProvider(
  confirm: FakeReply | (() => Promise<FakeReply>),
  route = returnAddress,
) {
  api = installFakeApi({ 'POST /api/bookings/:id/payment/confirm': confirm })
  const services = createFakeServices({ path: route })
  return renderWithProviders({ route, services, preloadedState: signedIn })
}

const confirmCalls = () => api.callsTo(`POST /api/bookings/${BOOKING_ID}/payment/confirm`)

describe('back from the payment page (/booking/success-redirect)', () => {
  it('checks the payment with the server while saying so', async () => {
    await returnFromProvider(never)
    expect(await screen.findByText('Checking your payment with the card provider…')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeVisible()
    await waitFor(() => expect(confirmCalls()).toHaveLength(1))
    expect(confirmCalls()[0]?.body).toEqual({ session_id: 'cs_1' })
  })

  it('opens the paid booking with its thank-you, in place of this address', async () => {
    const { services } = await returnFromProvider({ body: bookingFixture() })
    await waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith(`/booking/${BOOKING_ID}?paid=1`, {
        replace: true,
      }),
    )
  })

  it('says the payment has not arrived yet and links to the booking', async () => {
    const { services } = await returnFromProvider({ body: unpaidBooking() })
    const note = await screen.findByText(/We have not received this payment yet\./)
    expect(note).toHaveTextContent(
      'If you paid, it will show on your booking in a moment. Go to my booking',
    )
    expect(within(note).getByRole('link', { name: 'Go to my booking' })).toHaveAttribute(
      'href',
      `/booking/${BOOKING_ID}`,
    )
    expect(services.navigate).not.toHaveBeenCalled()
  })

  it('says the check failed and links to the booking', async () => {
    await returnFromProvider(failure(500, 'INTERNAL_ERROR'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to fetch booking details')
    expect(within(alert).getByRole('link', { name: 'Go to my booking' })).toHaveAttribute(
      'href',
      `/booking/${BOOKING_ID}`,
    )
  })

  it.each([
    '/booking/success-redirect',
    '/booking/success-redirect?session_id=cs_1',
    `/booking/success-redirect?booking_id=${BOOKING_ID}`,
  ])('says the address is incomplete at %s and asks nothing', async (route) => {
    await returnFromProvider({ body: bookingFixture() }, route)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address is missing the booking it belongs to.',
    )
    expect(confirmCalls()).toEqual([])
  })
})

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
