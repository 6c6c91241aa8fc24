import { screen, within } from '@testing-library/react'
import { BookingScreen } from '../../../../../src/client/features/desk/bookings/BookingScreen'
import {
  decisionClosed,
  decisionEdited,
  decisionOpened,
  decisionSubmitted,
  type DecisionDraft,
} from '../../../../../src/client/features/desk/deposit/deskDepositSlice'
import type { DeskBookingDetail } from '../../../../../src/shared/contract/desk-bookings'
import type { Deposit } from '../../../../../src/shared/contract/deposits'
import {
  claimedDeposit,
  claimedEvent,
  claimFixture,
  depositFixture,
  sevilleInstant,
} from '../../../support/bookings'
import { deskBookingDetail } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'

const mockAnswers: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskBookingQuery: () => mockAnswers.booking,
}))

const detail = deskBookingDetail()
const ID = detail.id
const STROLLER = detail.items[0]!.gear_id
/** The desk booking's deposit with a €45 claim on a stroller, the family free to answer. */
const withClaim = (overrides: Partial<Deposit> = {}): DeskBookingDetail =>
  deskBookingDetail({
    deposit: claimedDeposit({ claims: [claimFixture({ gear_id: STROLLER })], ...overrides }),
  })
const draft: DecisionDraft = {
  bookingId: ID,
  currency: 'EUR',
  claimed: 4500,
  idempotencyKey: 'desk-key-9',
  keep: '45.00',
  note: '',
  submitted: false,
  busy: false,
  errorCode: null,
}

async function open(
  booking: DeskBookingDetail,
  { isAdmin = true, decision = null as DecisionDraft | null, language = 'en' as 'en' | 'es' } = {},
) {
  mockAnswers.booking = answered(booking)
  const view = await renderDeskView(<BookingScreen id={ID} isAdmin={isAdmin} />, {
    deskDeposit: { decision },
    language,
  })
  await screen.findByRole('region', { name: language === 'es' ? 'Fianza' : 'Deposit' })
  return view
}
const section = (name = 'Deposit') => screen.getByRole('region', { name })
const fact = (term: string) => within(section()).getByText(term, { selector: 'dt' }).nextSibling

test('the deposit shows its kind, state, amount and hold on the location’s clock', async () => {
  await open(
    deskBookingDetail({
      deposit: depositFixture({
        status: 'held',
        held_until: sevilleInstant('2027-03-12', '10:00'),
      }),
    }),
  )
  expect(fact('Kind')).toHaveTextContent("Hold on the family's card")
  expect(fact('State')).toHaveTextContent('held')
  expect(fact('Amount')).toHaveTextContent('€240')
  expect(fact('Held until')).toHaveTextContent('12 Mar 2027, 10:00 CET')
  expect(within(section()).queryByRole('button')).toBeNull()
})

test('a missing hold is named first, with when the card refused it', async () => {
  await open(
    deskBookingDetail({
      deposit: depositFixture({
        missing: true,
        declined_at: sevilleInstant('2027-03-08', '10:02'),
      }),
    }),
  )
  expect(section()).toHaveTextContent(
    'Deposit hold missing The card refused it on 8 Mar 2027, 10:02 CET; the family was emailed a link to place it.',
  )
  expect(fact('Hold placed from')).toHaveTextContent('8 Apr 2027, 10:00 CEST')
})

test('the claims show their unit, reason, amount, note, photos and history', async () => {
  await open(withClaim(), { isAdmin: false })
  const claims = within(section()).getByRole('list', { name: 'Claims' })
  const claim = within(claims).getByRole('heading', {
    name: 'SVQ-ZCS123-K-001 · City stroller',
  }).parentElement!
  expect(claim).toHaveTextContent('ReasonDamaged')
  expect(claim).toHaveTextContent('Claimed€45')
  expect(claim).toHaveTextContent('Claimed on16 Apr 2027, 18:10 CEST')
  expect(claim).toHaveTextContent('NoteCracked shell behind the headrest')
  const photos = within(claim).getByRole('list', { name: 'Photos of SVQ-ZCS123-K-001' })
  expect(
    within(photos).getByRole('link', { name: 'Open photo 1 of 2 of SVQ-ZCS123-K-001 full size' }),
  ).toHaveAttribute('href', '/api/claim-photos/signed-1')
  expect(
    within(photos)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['Photo 1 of 2 of SVQ-ZCS123-K-001', 'Photo 2 of 2 of SVQ-ZCS123-K-001'])
  const history = within(section()).getByRole('list', { name: 'History' })
  expect(within(history).getByRole('listitem')).toHaveTextContent(
    '16 Apr 2027, 18:10 CEST: staff claimed €45Cracked shell behind the headrest',
  )
  expect(section()).toHaveTextContent('The family may answer until 23 Apr 2027, 18:10 CEST.')
  expect(within(section()).queryByRole('button', { name: 'Decide the claims' })).toBeNull()
})

test('an admin opens the decision while claims wait, with a fresh key each time', async () => {
  const { dispatched, user } = await open(withClaim())
  await user.click(within(section()).getByRole('button', { name: 'Decide the claims' }))
  await user.click(within(section()).getByRole('button', { name: 'Decide the claims' }))
  const opened = dispatched().filter(decisionOpened.match)
  expect(opened.map(({ payload }) => ({ ...payload, idempotencyKey: undefined }))).toEqual([
    { bookingId: ID, currency: 'EUR', claimed: 4500, idempotencyKey: undefined },
    { bookingId: ID, currency: 'EUR', claimed: 4500, idempotencyKey: undefined },
  ])
  expect(opened[0]!.payload.idempotencyKey).not.toBe(opened[1]!.payload.idempotencyKey)
  expect(dispatched()).toHaveLength(2)
})

test('keeping money waits for the family: Decide is disabled and says until when', async () => {
  await open(withClaim(), { decision: draft })
  const form = within(section()).getByRole('form', { name: 'Decide the claims' })
  expect(within(form).getByLabelText('Keep (EUR)')).toHaveValue('45.00')
  const decide = within(form).getByRole('button', { name: 'Decide' })
  expect(decide).toBeDisabled()
  expect(decide).toHaveAccessibleDescription(
    'The family may still answer until 23 Apr 2027, 18:10 CEST: until then you can only release everything (keep 0).',
  )
})

test('releasing everything never waits; edits, Decide and Close are dispatched', async () => {
  const { dispatched, user } = await open(withClaim(), { decision: { ...draft, keep: '0' } })
  const form = within(section()).getByRole('form', { name: 'Decide the claims' })
  await user.type(within(form).getByLabelText('Note for the family (optional)'), 'O')
  await user.type(within(form).getByLabelText('Keep (EUR)'), '5')
  await user.click(within(form).getByRole('button', { name: 'Decide' }))
  await user.click(within(form).getByRole('button', { name: 'Close' }))
  expect(dispatched()).toEqual([
    decisionEdited({ note: 'O' }),
    decisionEdited({ keep: '05' }),
    decisionSubmitted(),
    decisionClosed(),
  ])
})

test('once the family answered, keeping is allowed; the messages say what is wrong', async () => {
  const answeredDeposit = {
    can_keep: true,
    history: [
      claimedEvent(),
      {
        kind: 'disputed' as const,
        at: sevilleInstant('2027-04-17', '09:00'),
        by: 'family' as const,
        amount: null,
        message: 'It was cracked before.',
      },
    ],
  }
  await open(withClaim(answeredDeposit), {
    decision: { ...draft, keep: '50', submitted: true },
  })
  const form = within(section()).getByRole('form', { name: 'Decide the claims' })
  expect(within(form).getByText('At most €45 may be kept: what staff claimed.')).toBeVisible()
  expect(within(form).getByRole('button', { name: 'Decide' })).toBeEnabled()
  expect(within(section()).getByRole('list', { name: 'History' })).toHaveTextContent(
    '17 Apr 2027, 09:00 CEST: the family answeredIt was cracked before.',
  )
})

test.each([
  ['en', 'DECISION_TOO_EARLY', 'until their time is up you can only release everything'],
  ['es', 'DECISION_TOO_EARLY', 'hasta que termine su plazo solo puedes liberarlo todo'],
  ['en', 'ALREADY_DECIDED', 'These claims were already decided.'],
  ['es', 'DEPOSIT_NOT_HELD', 'No hay ninguna fianza retenida ni pagada en esta reserva'],
  ['en', 'DECISION_TOO_LARGE', 'You cannot keep more than staff claimed.'],
  ['en', 'NO_CLAIM', 'This booking has no claim on its deposit to answer or decide.'],
] as const)(
  'the decision says why the server refused it (%s, %s)',
  async (language, code, said) => {
    await open(withClaim({ can_keep: true }), { decision: { ...draft, errorCode: code }, language })
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(said)
  },
)

test('a decided deposit shows what was kept and released, and offers no decision', async () => {
  await open(
    withClaim({
      status: 'partly_claimed',
      claimed: 3000,
      released: 21_000,
      settled_at: sevilleInstant('2027-04-24', '11:00'),
      can_dispute: false,
      history: [
        claimedEvent(),
        {
          kind: 'decided',
          at: sevilleInstant('2027-04-24', '11:00'),
          by: 'staff',
          amount: 3000,
          message: null,
        },
      ],
    }),
    { language: 'es' },
  )
  const fianza = section('Fianza')
  expect(within(fianza).getByText('Cobrado', { selector: 'dt' }).nextSibling).toHaveTextContent(
    '30 €',
  )
  expect(within(fianza).getByText('Liberado', { selector: 'dt' }).nextSibling).toHaveTextContent(
    '210 €',
  )
  expect(within(fianza).getByRole('list', { name: 'Historial' })).toHaveTextContent(
    '24 abr 2027, 11:00 CEST: decidido: cobrados 30 €, liberados 210 €',
  )
  expect(within(fianza).queryByRole('button')).toBeNull()
})
