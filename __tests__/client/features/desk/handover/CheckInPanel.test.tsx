import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CheckInPanel } from '../../../../../src/client/features/desk/handover'
import {
  checkInCheckToggled,
  checkInNoteChanged,
  checkInOutcomeChanged,
  checkInSubmitted,
} from '../../../../../src/client/features/desk/handover/handoverSlice'
import { BOOKING_ID, bookingUnit, unitId } from './handoverFixtures'
import { renderHandover } from './handoverViews'
import { scannerOpened } from '../../../../../src/client/features/desk/scanner/deskScannerSlice'

const units = [bookingUnit(1, true), bookingUnit(2), bookingUnit(3)]

test('lists only the units still out, each fine until staff say otherwise', async () => {
  await renderHandover(<CheckInPanel bookingId={BOOKING_ID} units={units} />, {
    checkIn: { [BOOKING_ID]: { [unitId(3)]: { outcome: 'repair', note: 'Broken clip' } } },
  })
  expect(screen.queryByRole('group', { name: 'Unit SVQ-ZCS123-K-001' })).not.toBeInTheDocument()
  const two = screen.getByRole('group', { name: 'Unit SVQ-ZCS123-K-002' })
  expect(within(two).getByLabelText('How it came back')).toHaveValue('fine')
  const three = screen.getByRole('group', { name: 'Unit SVQ-ZCS123-K-003' })
  expect(within(three).getByLabelText('How it came back')).toHaveValue('repair')
  expect(within(three).getByLabelText('Note (optional)')).toHaveValue('Broken clip')
  expect(
    within(two)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Fine',
    'Needs cleaning (out of service)',
    'Needs repair (out of service)',
    'Missing (lost)',
  ])
})

test('choosing how a unit came back, a note, and confirming dispatch the draft’s events', async () => {
  const { dispatched } = await renderHandover(<CheckInPanel bookingId={BOOKING_ID} units={units} />)
  const user = userEvent.setup()
  const two = screen.getByRole('group', { name: 'Unit SVQ-ZCS123-K-002' })
  await user.selectOptions(within(two).getByLabelText('How it came back'), 'cleaning')
  await user.type(within(two).getByLabelText('Note (optional)'), 'J')
  await user.click(screen.getByRole('button', { name: 'Confirm check-in' }))
  expect(dispatched()).toEqual([
    checkInOutcomeChanged({ bookingId: BOOKING_ID, unitId: unitId(2), outcome: 'cleaning' }),
    checkInNoteChanged({ bookingId: BOOKING_ID, unitId: unitId(2), note: 'J' }),
    checkInSubmitted({ bookingId: BOOKING_ID, unitIds: [unitId(2), unitId(3)] }),
  ])
})

test('a seat back fine shows its inspection’s checks, each tick dispatched; other gear none', async () => {
  const stroller = { ...bookingUnit(3), inspection_required: false }
  const { dispatched } = await renderHandover(
    <CheckInPanel bookingId={BOOKING_ID} units={[bookingUnit(2), stroller]} />,
    {
      checkIn: {
        [BOOKING_ID]: { [unitId(2)]: { outcome: 'fine', note: '', checklist: ['shell'] } },
      },
    },
  )
  const checks = screen.getByRole('group', { name: 'Inspection and cleaning of SVQ-ZCS123-K-002' })
  expect(within(checks).getAllByRole('checkbox')).toHaveLength(7)
  expect(
    within(checks).getByLabelText('Shell: no cracks, stress marks or deformation'),
  ).toBeChecked()
  await userEvent.click(within(checks).getByLabelText('Cleaned and dried'))
  expect(dispatched()).toEqual([
    checkInCheckToggled({ bookingId: BOOKING_ID, unitId: unitId(2), item: 'cleaned' }),
  ])
  const three = screen.getByRole('group', { name: 'Unit SVQ-ZCS123-K-003' })
  expect(within(three).queryByRole('checkbox')).toBeNull()
})

test('says in Spanish when every unit is back', async () => {
  await renderHandover(
    <CheckInPanel bookingId={BOOKING_ID} units={[bookingUnit(1, true)]} />,
    {},
    'es',
  )
  expect(screen.getByText('Todas las unidades han vuelto.')).toBeInTheDocument()
})

test('shows why a check-in was refused', async () => {
  await renderHandover(<CheckInPanel bookingId={BOOKING_ID} units={units} />, {
    status: { [BOOKING_ID]: { busy: false, error: 'UNIT_NOT_OUT' } },
  })
  expect(screen.getByRole('alert')).toHaveTextContent('not out with this booking')
})

test('a unit whose label was scanned says so; Scan opens the camera for the units still out', async () => {
  const { dispatched } = await renderHandover(
    <CheckInPanel bookingId={BOOKING_ID} units={units} />,
    {
      checkIn: { [BOOKING_ID]: { [unitId(2)]: { outcome: 'fine', note: '', scanned: true } } },
    },
  )
  expect(screen.getByRole('group', { name: 'Unit SVQ-ZCS123-K-002 (scanned)' })).toBeVisible()
  expect(screen.getByRole('group', { name: 'Unit SVQ-ZCS123-K-003' })).toBeVisible()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Scan' }))
  expect(dispatched()).toEqual([
    scannerOpened({
      target: { kind: 'checkIn', bookingId: BOOKING_ID, out: [unitId(2), unitId(3)] },
    }),
  ])
})
