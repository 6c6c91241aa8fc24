import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../../src/client/app/store'
import {
  flightNewsEdited,
  flightNewsSubmitted,
  initialFamilyWaitState,
  NO_NEWS,
  type FamilyWaitState,
} from '../../../../../src/client/features/desk/family-wait/familyWaitSlice'
import { FlightNewsForm } from '../../../../../src/client/features/desk/family-wait/FlightNewsForm'
import { renderOverMockStore, stateWith } from '../../../support/renderOverMockStore'
import { deskBooking } from '../deskFixtures'

const booking = deskBooking()
const ID = booking.id
const START = booking.start_date

async function renderForm(news: Partial<FamilyWaitState> = {}, language: 'en' | 'es' = 'en') {
  const state = {
    ...stateWith({ preferences: { language } }),
    familyWait: { ...initialFamilyWaitState, ...news },
  } as RootState
  return renderOverMockStore(<FlightNewsForm booking={booking} />, { state })
}
const draftOf = (draft: Partial<typeof NO_NEWS>) => ({ news: { [ID]: { ...NO_NEWS, ...draft } } })

test('staff note a new arrival time: each edit, then the news for the pickup day', async () => {
  const { dispatched } = await renderForm()
  const user = userEvent.setup()
  const form = screen.getByRole('region', { name: 'Flight news' })
  expect(within(form).getByLabelText('What you heard')).toHaveValue('new_time')
  fireEvent.change(within(form).getByLabelText('New arrival (local time)'), {
    target: { value: '16:40' },
  })
  await user.click(within(form).getByLabelText('It lands the day after'))
  await user.click(within(form).getByRole('button', { name: 'Note flight news' }))
  expect(dispatched()).toEqual([
    flightNewsEdited({ bookingId: ID, edit: { arrival_time: '16:40' } }),
    flightNewsEdited({ bookingId: ID, edit: { next_day: true } }),
    flightNewsSubmitted({ bookingId: ID, startDate: START }),
  ])
})

test('a delay without a time, or a cancelled flight, is one choice and no time field', async () => {
  const { dispatched } = await renderForm(draftOf({ choice: 'no_time' }))
  expect(screen.queryByLabelText('New arrival (local time)')).toBeNull()
  await userEvent.setup().selectOptions(screen.getByLabelText('What you heard'), 'Flight cancelled')
  expect(dispatched()).toEqual([flightNewsEdited({ bookingId: ID, edit: { choice: 'cancelled' } })])
})

test('a missing time shows once sent; while on its way the button waits', async () => {
  const missing = await renderForm(draftOf({ submitted: true }))
  expect(screen.getByLabelText('New arrival (local time)')).toHaveAccessibleDescription(
    'Enter a time like 14:30',
  )
  missing.unmount()
  const { unmount } = await renderForm(draftOf({ arrival_time: '16:40', busy: true }))
  expect(screen.getByRole('button', { name: 'Noting…' })).toBeDisabled()
  unmount()
})

test('why the server refused it, and that it was noted, in Spanish too', async () => {
  const spanish = await renderForm(
    draftOf({ choice: 'cancelled', error: 'FLIGHT_NEWS_CLOSED' }),
    'es',
  )
  expect(screen.getByRole('region', { name: 'Noticias del vuelo' })).toBeVisible()
  expect(screen.getByRole('alert')).toHaveTextContent(
    'El equipo ya se entregó o la reserva ya no está confirmada',
  )
  spanish.unmount()
  const noted = await renderForm({ noted: ID, news: {} })
  expect(screen.getByRole('status')).toHaveTextContent('Flight news noted.')
  noted.unmount()
  await renderForm(draftOf({ error: 'NETWORK' }))
  expect(screen.getByRole('alert')).toHaveTextContent('That did not work. Please try again.')
})
