import { screen, within } from '@testing-library/react'
import {
  roleChangeSubmitted,
  staffEmailChanged,
} from '../../../../../src/client/features/desk/staff/deskStaffSlice'
import { StaffScreen } from '../../../../../src/client/features/desk/staff/StaffScreen'
import { staffList } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'

const mockStaff: { answer?: unknown } = {}
jest.mock('../../../../../src/client/features/desk/staff/staffApi', () => ({
  useGetStaffQuery: () => mockStaff.answer,
}))

beforeEach(() => {
  mockStaff.answer = answered(staffList())
})

test('the staff list lets an admin take back a moderator, never an admin nor themselves', async () => {
  const { dispatched, user } = await renderDeskView(<StaffScreen />)
  const table = screen.getByRole('table', { name: 'Admins and moderators' })
  expect(within(table).getAllByRole('button')).toHaveLength(1)
  await user.click(
    within(table).getByRole('button', { name: 'Take back moderator role: moderator@tinytrip.es' }),
  )
  await user.type(screen.getByLabelText('Email'), 'n')
  expect(dispatched()).toEqual([
    roleChangeSubmitted({ email: 'moderator@tinytrip.es', role: 'user' }),
    staffEmailChanged('n'),
  ])
})

test('making a moderator sends the email typed; the answer or refusal is shown', async () => {
  const { dispatched, user } = await renderDeskView(<StaffScreen />, {
    deskStaff: {
      email: 'new@example.com',
      busy: false,
      errorCode: 'ADMIN_ROLE_LOCKED',
      done: null,
    },
  })
  expect(screen.getByRole('alert')).toHaveTextContent("An admin's role cannot be changed here.")
  await user.click(screen.getByRole('button', { name: 'Make moderator' }))
  expect(dispatched()).toEqual([
    roleChangeSubmitted({ email: 'new@example.com', role: 'moderator' }),
  ])
})
