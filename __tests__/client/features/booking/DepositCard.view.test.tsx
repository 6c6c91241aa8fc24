import { bookingAgreementWanted } from '../../../../src/client/features/bookingAgreement/bookingAgreementSlice'
import { isAnyOf } from '@reduxjs/toolkit'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import BookingPage from '../../../../src/client/features/booking/BookingPage'
import { bookingPageOpened } from '../../../../src/client/features/booking/bookingEvents'
import { bookingInvoicesWanted } from '../../../../src/client/features/invoices/invoicesSlice'
import {
  blankDispute,
  disputeMessageChanged,
  disputeSubmitted,
  type DisputeFormState,
} from '../../../../src/client/features/booking/bookingSlice'
import type { Booking } from '../../../../src/shared/contract/bookings'
import type { Deposit } from '../../../../src/shared/contract/deposits'
import {
  BOOKING_ID,
  bookingFixture,
  claimedDeposit,
  claimedEvent,
  depositFixture,
  sevilleInstant,
  unpaidBooking,
} from '../../support/bookings'
import { itemNames, withBookingPage } from '../../support/pageStates'
import { bookingCodeWanted } from '../../../../src/client/features/bookingCode/bookingCodeSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const page = (
  <Routes>
    <Route path="/booking/:id" element={<BookingPage />} />
  </Routes>
)

function showing(
  booking: Booking,
  dispute: Partial<DisputeFormState> = {},
  language: 'en' | 'es' = 'en',
) {
  return renderOverMockStore(page, {
    route: `/booking/${BOOKING_ID}`,
    state: withBookingPage(
      {
        lookup: { id: BOOKING_ID },
        booking,
        itemNames,
        dispute: { ...blankDispute, ...dispute },
      },
      {},
      stateWith({ preferences: { language } }),
    ),
  })
}
const withDeposit = (deposit: Partial<Deposit>) =>
  bookingFixture({ deposit: depositFixture(deposit) })
const card = (name = 'Deposit') => screen.getByRole('region', { name })
/** The card's facts and sentences, as one text. */
const cardText = () => card().textContent

describe('the Deposit card', () => {
  it('says a hold is coming, when, and that it is not a charge', async () => {
    await showing(withDeposit({}))
    expect(cardText()).toContain('Amount€240')
    expect(cardText()).toContain('Where it standsNot taken yet')
    expect(cardText()).toContain(
      'We will hold €240 on your card from 8 April 2027 at 10:00 CEST. A hold is not a charge: ' +
        'the money stays on your card, and the hold is released once the gear is back.',
    )
  })

  it('says a charged deposit is part of the payment before it is paid, and paid after', async () => {
    await showing(unpaidBooking({ deposit: depositFixture({ mode: 'charge', hold_from: null }) }))
    expect(cardText()).toContain(
      "The €240 deposit is part of this booking's payment. It is refunded to your card once the gear is back.",
    )
    await showing(withDeposit({ mode: 'charge', status: 'charged', hold_from: null }))
    expect(screen.getAllByRole('region', { name: 'Deposit' })[1]).toHaveTextContent(
      'You paid the €240 deposit with the rental.',
    )
  })

  it('says what is held and until when, and that it comes back with the gear', async () => {
    await showing(
      withDeposit({ status: 'held', held_until: sevilleInstant('2027-04-20', '10:00') }),
    )
    expect(cardText()).toContain('Where it standsHeld on your card')
    expect(cardText()).toContain(
      '€240 is held on your card until 20 April 2027 at 10:00 CEST. It is released once the gear is back.',
    )
  })

  it('says a refused hold must be placed through the emailed link, not from the page', async () => {
    await showing(
      withDeposit({ missing: true, declined_at: sevilleInstant('2027-04-08', '10:02') }),
    )
    expect(cardText()).toContain('Where it standsHold refused by your card')
    expect(screen.getByText(/^Your card refused the €240 deposit hold\./)).toHaveTextContent(
      'We emailed you a link to place the hold on a card of your choice: please use it before ' +
        'your rental starts. The hold cannot be placed from this page.',
    )
    expect(cardText()).toContain('Your card refused it on 8 April 2027 at 10:02 CEST.')
    expect(within(card()).queryByRole('button')).toBeNull()
  })

  it('says a release, and by when the money should be back on the card', async () => {
    await showing(
      withDeposit({
        status: 'released',
        taken: true,
        released: 24_000,
        settled_at: sevilleInstant('2027-04-16', '18:10'),
        money_back_at: sevilleInstant('2027-04-16', '18:11'),
        money_back_by: sevilleInstant('2027-04-23', '18:11'),
      }),
    )
    expect(cardText()).toContain('The €240 hold on your card was released.')
    expect(cardText()).toContain('It should be back on your card by 23 April 2027 at 18:11 CEST.')
  })

  it('says nothing was taken when the booking ended before anything was held', async () => {
    await showing(
      withDeposit({
        status: 'released',
        released: 24_000,
        settled_at: sevilleInstant('2027-03-02', '09:15'),
        money_back_at: sevilleInstant('2027-03-02', '09:15'),
        money_back_by: sevilleInstant('2027-03-09', '09:15'),
      }),
    )
    expect(cardText()).toContain('Nothing was taken for the deposit')
    expect(cardText()).not.toContain('should be back on your card')
  })

  it('says what was kept for damage and what came back', async () => {
    await showing(
      withDeposit({
        status: 'partly_claimed',
        claimed: 4500,
        released: 19_500,
        money_back_by: sevilleInstant('2027-05-02', '12:00'),
      }),
    )
    expect(cardText()).toContain('Where it standsPartly kept for damage')
    expect(cardText()).toContain(
      'We kept €45 of the €240 deposit for the damage described below; the other €195 was released.',
    )
    expect(cardText()).toContain('It should be back on your card by 2 May 2027 at 12:00 CEST.')
    await showing(withDeposit({ status: 'claimed', claimed: 24_000 }))
    expect(screen.getAllByRole('region', { name: 'Deposit' })[1]).toHaveTextContent(
      'We kept the whole €240 deposit for the damage described below.',
    )
  })

  it('speaks Spanish', async () => {
    await showing(
      withDeposit({ status: 'held', held_until: sevilleInstant('2027-04-20', '10:00') }),
      {},
      'es',
    )
    const fianza = screen.getByRole('region', { name: 'Fianza' })
    expect(fianza).toHaveTextContent('SituaciónRetenida en tu tarjeta')
    expect(fianza).toHaveTextContent(
      'Hay 240 € retenidos en tu tarjeta hasta el 20 de abril de 2027 a las 10:00 CEST. Se liberan cuando el equipo vuelve.',
    )
  })
})

/** What the page asks for when it opens: the booking, its invoices and its code. */
const pageReads = isAnyOf(
  bookingPageOpened,
  bookingInvoicesWanted,
  bookingCodeWanted,
  bookingAgreementWanted,
)

describe('the claims on the deposit', () => {
  it('show each claim with its unit, reason, amount, note and photos, the history and the deadline', async () => {
    const { dispatched } = await showing(bookingFixture({ deposit: claimedDeposit() }))
    expect(cardText()).toContain(
      'When the gear came back, staff claimed €45 of the deposit for damage (see below).',
    )
    const claims = await screen.findByRole('region', { name: 'Claims on your deposit' })
    const claim = within(claims).getByRole('heading', {
      name: 'Maxi-Cosi Pebble 360 infant car seat: unit SVQ-ZCS123-K-001',
    }).parentElement!
    expect(claim).toHaveTextContent('ReasonDamaged')
    expect(claim).toHaveTextContent('Claimed€45')
    expect(claim).toHaveTextContent("Staff's noteCracked shell behind the headrest")
    const photos = within(claim).getByRole('list', { name: 'Photos of unit SVQ-ZCS123-K-001' })
    const second = within(photos).getByRole('link', {
      name: 'Open photo 2 of 2 of unit SVQ-ZCS123-K-001 full size',
    })
    expect(second).toHaveAttribute('href', '/api/claim-photos/signed-2')
    expect(
      within(second).getByRole('img', { name: 'Photo 2 of 2 of unit SVQ-ZCS123-K-001' }),
    ).toHaveAttribute('src', '/api/claim-photos/signed-2')
    const history = within(claims).getByRole('list', { name: 'What happened' })
    expect(within(history).getByRole('listitem')).toHaveTextContent(
      '16 April 2027 at 18:10 CEST: staff claimed €45.Cracked shell behind the headrest',
    )
    expect(claims).toHaveTextContent(
      'You can answer these claims until 23 April 2027 at 18:10 CEST.',
    )
    expect(within(claims).getByRole('form', { name: 'Answer the claims' })).toBeVisible()
    expect(dispatched().filter((action) => !pageReads(action))).toEqual([])
  })

  it('send the answer typed: each keystroke, then Send', async () => {
    const { dispatched } = await showing(bookingFixture({ deposit: claimedDeposit() }))
    const form = await screen.findByRole('form', { name: 'Answer the claims' })
    await userEvent.type(within(form).getByLabelText('Your answer'), 'N')
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }))
    expect(dispatched().filter((action) => !pageReads(action))).toEqual([
      disputeMessageChanged({ message: 'N' }),
      disputeSubmitted(),
    ])
  })

  it('say what is wrong with the answer, while it is sent, and how it went', async () => {
    const booking = bookingFixture({ deposit: claimedDeposit() })
    await showing(booking, { submitted: true })
    expect(await screen.findByText('Write your answer before sending it.')).toBeVisible()
    const long = 'x'.repeat(1001)
    await showing(booking, { draft: { message: long }, touched: true })
    expect(
      await screen.findByText('Your answer can be at most 1000 characters long.'),
    ).toBeVisible()
    expect(screen.getByText('1001 of 1000 characters')).toBeVisible()
  })

  it('show the answer being sent, then sent, or why it was refused', async () => {
    const booking = bookingFixture({ deposit: claimedDeposit() })
    const sending = await showing(booking, { draft: { message: 'Not us' }, status: 'sending' })
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled()
    sending.unmount()
    const answered = claimedDeposit({
      history: [
        claimedEvent(),
        {
          kind: 'disputed',
          at: sevilleInstant('2027-04-17', '09:00'),
          by: 'family',
          amount: null,
          message: 'The crack was there at pickup.',
        },
      ],
    })
    const sent = await showing(bookingFixture({ deposit: answered }), { status: 'sent' })
    expect(await screen.findByText(/^Thank you: your answer was sent\./)).toBeVisible()
    const history = screen.getByRole('list', { name: 'What happened' })
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      '17 April 2027 at 09:00 CEST: you answered.The crack was there at pickup.',
    )
    sent.unmount()
    await showing(booking, { status: 'failed', error: 'Errors.DISPUTE_CLOSED' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These claims can no longer be answered: the time to answer has passed, or they were decided.',
    )
  })

  it('ask for the answer in Spanish', async () => {
    await showing(bookingFixture({ deposit: claimedDeposit() }), { submitted: true }, 'es')
    const form = await screen.findByRole('form', { name: 'Responder a las reclamaciones' })
    expect(within(form).getByLabelText('Tu respuesta')).toHaveAccessibleDescription(
      '0 de 1000 caracteres Escribe tu respuesta antes de enviarla.',
    )
    expect(within(form).getByRole('button', { name: 'Enviar' })).toBeEnabled()
    expect(
      screen.getByText(/^Puedes responder a estas reclamaciones hasta el 23 de abril/),
    ).toBeVisible()
  })

  it('offer no answer once decided, and say what was kept and released, in Spanish', async () => {
    const decided = claimedDeposit({
      status: 'partly_claimed',
      claimed: 3000,
      released: 21_000,
      can_dispute: false,
      history: [
        claimedEvent(),
        {
          kind: 'decided',
          at: sevilleInstant('2027-04-24', '11:00'),
          by: 'staff',
          amount: 3000,
          message: 'Part of the crack was there before.',
        },
      ],
    })
    await showing(bookingFixture({ deposit: decided }), {}, 'es')
    const claims = await screen.findByRole('region', { name: 'Reclamaciones sobre tu fianza' })
    const steps = within(claims).getAllByRole('listitem')
    expect(steps[steps.length - 1]).toHaveTextContent(
      '24 de abril de 2027 a las 11:00 CEST: decidido: nos quedamos con 30 € y se liberan 210 €.',
    )
    expect(within(claims).queryByRole('form')).toBeNull()
    expect(claims).not.toHaveTextContent('Puedes responder')
  })
})
