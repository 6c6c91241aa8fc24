import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HandoverSection } from '../../../../../src/client/features/desk/handover'
import {
  familyCallNoteChanged,
  familyCallSubmitted,
} from '../../../../../src/client/features/desk/family-wait/familyWaitSlice'
import { deskBookingDetail } from '../deskFixtures'
import { renderFamilyWait } from './familyWaitViews'

const calls = [
  { called_at: '2027-03-09T11:20:00.000Z', note: 'Still at the gate' },
  { called_at: '2027-03-09T12:45:00.000Z', note: null },
]
const waiting = deskBookingDetail({ family_calls: calls })
const ID = waiting.id

test('a pickup nobody came for lists its calls to the family, on the location clock', async () => {
  await renderFamilyWait(<HandoverSection booking={waiting} />)
  const section = screen.getByRole('region', { name: 'Calls to the family' })
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['12:20: Still at the gate', '13:45'])
})

test('recording a call dispatches its note, then the call', async () => {
  const { dispatched } = await renderFamilyWait(<HandoverSection booking={waiting} />)
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Note (optional)'), 'N')
  await user.click(screen.getByRole('button', { name: 'Record a call' }))
  expect(dispatched()).toEqual([
    familyCallNoteChanged({ bookingId: ID, note: 'N' }),
    familyCallSubmitted({ bookingId: ID }),
  ])
})

test('the draft shows, busy while sent, and why it was refused, in Spanish too', async () => {
  await renderFamilyWait(
    <HandoverSection booking={deskBookingDetail()} />,
    { calls: { [ID]: { note: 'No contesta', busy: true, error: null } } },
    'es',
  )
  expect(screen.getByRole('region', { name: 'Llamadas a la familia' })).toBeVisible()
  expect(screen.getByLabelText('Nota (opcional)')).toHaveValue('No contesta')
  expect(screen.getByRole('button', { name: 'Anotando…' })).toBeDisabled()
})

test('once the gear is handed over the calls stay listed, with no form', async () => {
  await renderFamilyWait(
    <HandoverSection booking={{ ...waiting, handed_out_at: '2027-03-09T15:00:00.000Z' }} />,
  )
  expect(screen.getByRole('region', { name: 'Calls to the family' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Record a call' })).toBeNull()
})
