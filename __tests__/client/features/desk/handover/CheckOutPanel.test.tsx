import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CheckOutPanel } from '../../../../../src/client/features/desk/handover'
import {
  checkOutNoteChanged,
  checkOutSubmitted,
  checkOutTagChanged,
} from '../../../../../src/client/features/desk/handover/handoverSlice'
import { slotsFrom } from '../../../../../src/client/features/desk/handover/handoverDrafts'
import { codeEntered } from '../../../../../src/client/features/desk/scanner'
import { scannerOpened } from '../../../../../src/client/features/desk/scanner/deskScannerSlice'
import { BOOKING_ID, options, seatItem } from './handoverFixtures'
import { renderHandover } from './handoverViews'

const mockOptions = { current: options() as ReturnType<typeof options> | undefined }
jest.mock('../../../../../src/client/features/desk/handover/handoverApi', () => ({
  ...jest.requireActual('../../../../../src/client/features/desk/handover/handoverApi'),
  useGetHandoverOptionsQuery: () => ({ data: mockOptions.current }),
}))

beforeEach(() => {
  mockOptions.current = options()
})

const panel = <CheckOutPanel bookingId={BOOKING_ID} items={[seatItem]} />
const drafted = { checkOut: { [BOOKING_ID]: slotsFrom(options()) } }

test('shows each unit with the suggested tag and the free units to choose from', async () => {
  await renderHandover(panel, drafted)
  expect(screen.getByRole('heading', { name: 'Hand over' })).toBeInTheDocument()
  const first = screen.getByRole('group', { name: 'Car seat: unit 1 of 2' })
  expect(within(first).getByLabelText('Asset tag')).toHaveValue('SVQ-ZCS123-K-001')
  const second = screen.getByRole('group', { name: 'Car seat: unit 2 of 2' })
  expect(within(second).getByLabelText('Asset tag')).toHaveValue('SVQ-ZCS123-K-002')
  const free = document.querySelectorAll(`datalist option`)
  expect([...free].map((option) => option.getAttribute('value'))).toEqual([
    'SVQ-ZCS123-K-001',
    'SVQ-ZCS123-K-002',
    'SVQ-ZCS123-K-003',
  ])
})

test('typing a tag (the suggested one selected, so typing replaces it) or a note and confirming dispatch the draft’s events', async () => {
  const { dispatched } = await renderHandover(panel, drafted)
  const user = userEvent.setup()
  const second = screen.getByRole('group', { name: 'Car seat: unit 2 of 2' })
  await user.type(within(second).getByLabelText('Asset tag'), '3')
  await user.type(within(second).getByLabelText('Condition (optional)'), 'W')
  await user.click(screen.getByRole('button', { name: 'Confirm check-out' }))
  expect(dispatched()).toEqual([
    checkOutTagChanged({ bookingId: BOOKING_ID, index: 1, assetTag: '3' }),
    checkOutNoteChanged({ bookingId: BOOKING_ID, index: 1, note: 'W' }),
    checkOutSubmitted({ bookingId: BOOKING_ID }),
  ])
})

test('Enter in a tag field resolves the tag as a scan for that unit, and does not check out', async () => {
  const { dispatched } = await renderHandover(panel, drafted)
  const user = userEvent.setup()
  const second = screen.getByRole('group', { name: 'Car seat: unit 2 of 2' })
  await user.type(within(second).getByLabelText('Asset tag'), '{Enter}')
  await user.click(await screen.findByRole('button', { name: 'Scan' }))
  const target = { kind: 'checkOut' as const, bookingId: BOOKING_ID }
  expect(dispatched()).toEqual([
    codeEntered({ code: 'SVQ-ZCS123-K-002', target: { ...target, slot: 1 } }),
    scannerOpened({ target }),
  ])
})

test('says why the server refused, and waits while the check-out is on its way', async () => {
  await renderHandover(panel, {
    ...drafted,
    status: { [BOOKING_ID]: { busy: true, error: 'BOOKING_NOT_PAID' } },
  })
  expect(screen.getByRole('alert')).toHaveTextContent('This booking is not paid yet')
  expect(screen.getByRole('button', { name: 'Checking out…' })).toBeDisabled()
})

test('speaks Spanish and says it is looking for units before the options arrive', async () => {
  mockOptions.current = undefined
  await renderHandover(panel, {}, 'es')
  expect(screen.getByRole('heading', { name: 'Entregar' })).toBeInTheDocument()
  expect(screen.getByText('Buscando unidades libres…')).toBeInTheDocument()
})
