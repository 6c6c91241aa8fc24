import {
  deskStaffSlice,
  roleChanged,
  roleChangeSubmitted,
  staffEmailChanged,
} from '../../../../../src/client/features/desk/staff/deskStaffSlice'

test('a role change is busy while sent, and clears the email once made', () => {
  const made = [
    staffEmailChanged('new@example.com'),
    roleChangeSubmitted({ email: 'new@example.com', role: 'moderator' }),
  ].reduce(deskStaffSlice.reducer, deskStaffSlice.getInitialState())
  expect(made).toMatchObject({ busy: true, email: 'new@example.com' })
  const after = deskStaffSlice.reducer(
    made,
    roleChanged({ email: 'new@example.com', role: 'moderator' }),
  )
  expect(after).toMatchObject({ busy: false, email: '', done: { role: 'moderator' } })
})
