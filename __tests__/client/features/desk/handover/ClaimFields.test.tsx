import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CheckInPanel } from '../../../../../src/client/features/desk/handover'
import type {
  ClaimDraft,
  ClaimPhotoDraft,
} from '../../../../../src/client/features/desk/handover/claimDrafts'
import {
  checkInSubmitted,
  claimDropped,
  claimEdited,
  claimOpened,
  claimPhotoRemoved,
  claimPhotosChosen,
} from '../../../../../src/client/features/desk/handover/handoverSlice'
import { BOOKING_ID, bookingUnit, unitId } from './handoverFixtures'
import { renderHandover } from './handoverViews'

const units = [bookingUnit(1), bookingUnit(2)]
const claims = {
  shares: { [unitId(1)]: 6000, [unitId(2)]: 6000 },
  currency: 'EUR',
}
const unit = { bookingId: BOOKING_ID, unitId: unitId(1) }
const claim = (overrides: Partial<ClaimDraft> = {}): ClaimDraft => ({
  share: 6000,
  currency: 'EUR',
  amount: '',
  reason: 'damaged',
  note: '',
  photos: [],
  submitted: false,
  ...overrides,
})
const photo = (n: number, overrides: Partial<ClaimPhotoDraft> = {}): ClaimPhotoDraft => ({
  key: `k${n}`,
  name: `photo-${n}.jpg`,
  preview: `blob:preview-${n}`,
  status: 'uploaded',
  id: `id-${n}`,
  error: null,
  ...overrides,
})

/** The panel with unit 1 back for repair, its claim as given (none: not ticked). */
function showing(draft?: ClaimDraft, language: 'en' | 'es' = 'en', withClaims = true) {
  return renderHandover(
    <CheckInPanel bookingId={BOOKING_ID} units={units} claims={withClaims ? claims : undefined} />,
    { checkIn: { [BOOKING_ID]: { [unitId(1)]: { outcome: 'repair', note: '', claim: draft } } } },
    language,
  )
}
const first = () => screen.getByRole('group', { name: 'Unit SVQ-ZCS123-K-001' })

test('a unit not back fine offers a claim on the deposit; ticking it opens one at its share', async () => {
  const { dispatched } = await showing()
  const tick = await within(first()).findByRole('checkbox', { name: 'Claim on the deposit' })
  expect(tick).not.toBeChecked()
  const second = screen.getByRole('group', { name: 'Unit SVQ-ZCS123-K-002' })
  // Back fine, the second is offered no claim, only its inspection's checks.
  expect(within(second).queryByRole('checkbox', { name: 'Claim on the deposit' })).toBeNull()
  expect(
    within(second).getByRole('group', { name: 'Inspection and cleaning of SVQ-ZCS123-K-002' }),
  ).toBeVisible()
  await userEvent.click(tick)
  expect(dispatched()).toEqual([claimOpened({ ...unit, share: 6000, currency: 'EUR' })])
})

test('no claim is offered on a booking with no deposit to claim on', async () => {
  await showing(undefined, 'en', false)
  expect(within(first()).getByLabelText('How it came back')).toHaveValue('repair')
  expect(within(first()).queryByRole('checkbox')).toBeNull()
})

test('an open claim shows its fields and dispatches each edit, the photos chosen and unticking', async () => {
  const { dispatched } = await showing(claim())
  const fields = await within(first()).findByRole('group', {
    name: 'Claim on the deposit for SVQ-ZCS123-K-001',
  })
  const amount = within(fields).getByLabelText('Amount claimed (EUR)')
  expect(amount).toHaveAccessibleDescription("At most €60: this unit's share of the deposit.")
  const reason = within(fields).getByLabelText('Reason')
  expect(reason).toHaveValue('damaged')
  expect(
    within(reason)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Damaged', 'Parts missing', 'Needs deep cleaning', 'Never came back'])
  const photos = within(fields).getByLabelText('Photos (optional)')
  expect(photos).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
  expect(photos).toHaveAttribute('multiple')
  const user = userEvent.setup()
  await user.type(amount, '4')
  await user.selectOptions(reason, 'missing_parts')
  await user.type(within(fields).getByLabelText('Note for the family (optional)'), 'S')
  const chosen = [new File(['a'], 'crack.jpg', { type: 'image/jpeg' })]
  await user.upload(photos, chosen)
  await user.click(within(first()).getByRole('checkbox', { name: 'Claim on the deposit' }))
  const actions = dispatched()
  expect(actions.filter((action) => !claimPhotosChosen.match(action))).toEqual([
    claimEdited({ ...unit, amount: '4' }),
    claimEdited({ ...unit, reason: 'missing_parts' }),
    claimEdited({ ...unit, note: 'S' }),
    claimDropped(unit),
  ])
  const [picked] = actions.filter(claimPhotosChosen.match)
  expect(picked!.payload).toEqual({
    ...unit,
    photos: [
      { key: expect.any(String), name: 'crack.jpg', type: 'image/jpeg', size: 1, preview: '' },
    ],
  })
  expect(picked!.meta.arg).toEqual(chosen)
  expect(actions.indexOf(picked!)).toBe(3)
})

test('the photos chosen show how their upload goes, why one was refused, and can be removed', async () => {
  const { dispatched } = await showing(
    claim({
      photos: [
        photo(1),
        photo(2, { status: 'uploading', id: null }),
        photo(3, { status: 'failed', id: null, error: 'FILE_TOO_LARGE' }),
        photo(4, { status: 'failed', id: null, error: 'INVALID_IMAGE' }),
      ],
    }),
  )
  const list = await screen.findByRole('list', { name: 'Photos chosen for SVQ-ZCS123-K-001' })
  const items = within(list).getAllByRole('listitem')
  expect(
    within(items[0]!).getByRole('img', { name: 'Photo 1 of SVQ-ZCS123-K-001: photo-1.jpg' }),
  ).toHaveAttribute('src', 'blob:preview-1')
  expect(items[0]).toHaveTextContent('Uploaded')
  expect(items[1]).toHaveTextContent('Uploading…')
  expect(within(items[2]!).getByRole('alert')).toHaveTextContent(
    'Not uploaded: it is larger than 8 MB.',
  )
  expect(within(items[3]!).getByRole('alert')).toHaveTextContent(
    'Not uploaded: the file is not a photo that can be read.',
  )
  await userEvent.click(within(items[2]!).getByRole('button', { name: 'Remove photo 3' }))
  expect(dispatched()).toEqual([claimPhotoRemoved({ ...unit, key: 'k3' })])
})

test('four photos taken close the file input', async () => {
  await showing(claim({ photos: [1, 2, 3, 4].map((n) => photo(n)) }))
  expect(await screen.findByLabelText('Photos (optional)')).toBeDisabled()
})

test('once the check-in was tried, the claim says what is wrong and the panel why it waits', async () => {
  const { dispatched } = await renderHandover(
    <CheckInPanel bookingId={BOOKING_ID} units={units} claims={claims} />,
    {
      checkIn: {
        [BOOKING_ID]: {
          [unitId(1)]: {
            outcome: 'repair',
            note: '',
            claim: claim({
              amount: '60.01',
              submitted: true,
              photos: [photo(1, { status: 'uploading', id: null })],
            }),
          },
        },
      },
      status: { [BOOKING_ID]: { busy: false, error: 'CLAIM_INCOMPLETE' } },
    },
  )
  const fields = await screen.findByRole('group', {
    name: 'Claim on the deposit for SVQ-ZCS123-K-001',
  })
  expect(within(fields).getByText('At most €60 can be claimed on this unit.')).toBeVisible()
  expect(
    within(fields).getByText('Wait until every photo is uploaded, or remove it.'),
  ).toBeVisible()
  expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
    'A claim on the deposit is not ready: see what its unit says.',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Confirm check-in' }))
  expect(dispatched()).toEqual([
    checkInSubmitted({ bookingId: BOOKING_ID, unitIds: [unitId(1), unitId(2)] }),
  ])
})

test('says the unit’s share of the deposit in Spanish', async () => {
  await renderHandover(
    <CheckInPanel bookingId={BOOKING_ID} units={units} claims={claims} />,
    {
      checkIn: {
        [BOOKING_ID]: {
          [unitId(1)]: {
            outcome: 'missing',
            note: '',
            claim: claim({ reason: 'missing' }),
          },
        },
      },
    },
    'es',
  )
  const fields = await screen.findByRole('group', {
    name: 'Reclamación sobre la fianza por SVQ-ZCS123-K-001',
  })
  expect(within(fields).getByLabelText('Importe reclamado (EUR)')).toHaveAccessibleDescription(
    'Como máximo 60\u00a0€: la parte de la fianza que corresponde a esta unidad.',
  )
  expect(within(fields).getByLabelText('Motivo')).toHaveDisplayValue('No ha vuelto')
})
