import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NoShowButton } from '../../../../../src/client/features/desk/handover'
import {
  noShowAsked,
  noShowConfirmed,
  noShowDismissed,
} from '../../../../../src/client/features/desk/handover/handoverSlice'
import { BOOKING_ID } from './handoverFixtures'
import { renderHandover } from './handoverViews'

test('asks before marking a no-show', async () => {
  const { dispatched } = await renderHandover(<NoShowButton bookingId={BOOKING_ID} />)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as no-show' }))
  expect(dispatched()).toEqual([noShowAsked({ bookingId: BOOKING_ID })])
})

test('once asked, confirms or keeps the booking', async () => {
  const { dispatched } = await renderHandover(<NoShowButton bookingId={BOOKING_ID} />, {
    noShowAsked: BOOKING_ID,
  })
  expect(screen.getByText(/nothing is refunded/)).toBeInTheDocument()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Yes, mark as no-show' }))
  await user.click(screen.getByRole('button', { name: 'Keep the booking' }))
  expect(dispatched()).toEqual([noShowConfirmed({ bookingId: BOOKING_ID }), noShowDismissed()])
})

test('shows why it was refused, in Spanish too', async () => {
  await renderHandover(
    <NoShowButton bookingId={BOOKING_ID} />,
    { status: { [BOOKING_ID]: { busy: false, error: 'NOT_A_NO_SHOW' } } },
    'es',
  )
  expect(screen.getByRole('button', { name: 'Marcar como no presentado' })).toBeEnabled()
  expect(screen.getByRole('alert')).toHaveTextContent('Aún es pronto para un no presentado')
})
