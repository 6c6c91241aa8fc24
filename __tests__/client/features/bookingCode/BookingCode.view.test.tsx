import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import BookingCode from '../../../../src/client/features/bookingCode/BookingCode'
import { bookingCodeWanted } from '../../../../src/client/features/bookingCode/bookingCodeSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const BOOKING = '9d4e1a2b-3c5f-4a6b-8e7d-0f1a2b3c4d01'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25"><path d="M2 2h7"/></svg>'

const showing = (
  entry: { svg: string | null; failed?: boolean },
  { language = 'en', delivered = false }: { language?: 'en' | 'es'; delivered?: boolean } = {},
) =>
  renderOverMockStore(
    <BookingCode bookingId={BOOKING} reference="TT-7Q4K2M" delivered={delivered} />,
    {
      state: stateWith({
        preferences: { language },
        bookingCode: { byBooking: { [BOOKING]: { failed: false, ...entry } } },
      }),
    },
  )

it("asks for the booking's code and shows it as an image to show at the desk", async () => {
  const { dispatched } = await showing({ svg: SVG })
  const region = screen.getByRole('region', { name: 'Your booking code' })
  expect(region).toHaveTextContent('Show this code at the desk: scanning it opens your booking.')
  const image = screen.getByRole('img', { name: 'QR code of booking TT-7Q4K2M' })
  expect(image.getAttribute('src')).toBe(
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`,
  )
  expect(dispatched()).toEqual([bookingCodeWanted({ bookingId: BOOKING })])
})

it('speaks Spanish, and of the delivery (never a desk) to a family whose gear is brought', async () => {
  await showing({ svg: SVG }, { language: 'es', delivered: true })
  const region = screen.getByRole('region', { name: 'Tu código de reserva' })
  expect(region).toHaveTextContent(
    'Muestra este código cuando te llevemos el equipo: abre tu reserva al escanearlo.',
  )
  expect(region).not.toHaveTextContent(/mostrador|recog/)
  expect(screen.getByRole('img', { name: 'Código QR de la reserva TT-7Q4K2M' })).toBeVisible()
})

it('shows nothing before the code is read', async () => {
  const { container } = await showing({ svg: null })
  expect(container).toBeEmptyDOMElement()
})

it('reads it again when asked after a failure', async () => {
  const { dispatched } = await showing({ svg: null, failed: true })
  expect(screen.getByText('We could not load your booking code.')).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(dispatched()).toEqual([
    bookingCodeWanted({ bookingId: BOOKING }),
    bookingCodeWanted({ bookingId: BOOKING }),
  ])
})
