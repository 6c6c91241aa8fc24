import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import SigningPanel from '../../../../../src/client/features/desk/handover/SigningPanel'
import { HandoverSection } from '../../../../../src/client/features/desk/handover'
import {
  agreementLanguageChosen,
  agreementSignatureCleared,
  agreementSignatureDrawn,
  agreementSignerChanged,
  agreementUnsignedReasonChanged,
} from '../../../../../src/client/features/desk/handover/handoverSlice'
import { slotsFrom } from '../../../../../src/client/features/desk/handover/handoverDrafts'
import { EMPTY_AGREEMENT } from '../../../../../src/client/features/desk/handover/agreementDrafts'
import { delivered, deskBookingDetail } from '../deskFixtures'
import { BOOKING_ID, options as mockOptions, seatItem } from './handoverFixtures'
import { renderHandover } from './handoverViews'

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo='
/** The pad the panel made, to end a stroke on as a finger would. */
const pads: { endStroke?: () => void; cleared: number } = { cleared: 0 }
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    addEventListener(_event: string, listener: () => void) {
      pads.endStroke = listener
    }
    toDataURL = () => 'data:image/png;base64,iVBORw0KGgo='
    clear = () => void (pads.cleared += 1)
    off = () => undefined
  },
}))
jest.mock('../../../../../src/client/features/desk/handover/handoverApi', () => ({
  ...jest.requireActual('../../../../../src/client/features/desk/handover/handoverApi'),
  useGetHandoverOptionsQuery: () => ({ data: mockOptions() }),
}))

beforeAll(() => {
  // jsdom draws nothing: the pad only needs to know a 2D context exists.
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({} as CanvasRenderingContext2D)
})

const booking = deskBookingDetail({ id: BOOKING_ID, items: [seatItem], can_check_out: true })
const slots = slotsFrom(mockOptions())
slots[1] = { ...slots[1]!, note: 'Worn straps' }
const drafted = (agreement = EMPTY_AGREEMENT) => ({
  checkOut: { [BOOKING_ID]: slots },
  agreement: { [BOOKING_ID]: agreement },
})

test('shows the agreement: the units with their tags and condition, the deposit, the return and the terms', async () => {
  await renderHandover(<SigningPanel booking={booking} />, drafted())
  const agreement = screen.getByRole('article')
  expect(within(agreement).getByRole('heading')).toHaveTextContent(
    'Rental agreement, booking TT-7K2M9Q',
  )
  expect(
    within(agreement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Car seat, unit SVQ-ZCS123-K-001: as new, nothing noted',
    'Car seat, unit SVQ-ZCS123-K-002: Worn straps',
  ])
  expect(agreement).toHaveTextContent('Deposit: €240')
  expect(agreement).toHaveTextContent('Return by Thursday, 11 March 2027, 18:00, at the SVQ desk')
  expect(within(agreement).getByRole('link', { name: 'The terms in force' })).toHaveAttribute(
    'href',
    '/legal/en',
  )
  expect(screen.getByRole('status')).toHaveTextContent('Not signed yet.')
})

test('reads in Spanish when the family chooses it, whatever the desk speaks', async () => {
  await renderHandover(
    <SigningPanel booking={booking} />,
    drafted({ ...EMPTY_AGREEMENT, language: 'es' }),
  )
  const agreement = screen.getByRole('article')
  expect(agreement).toHaveAttribute('lang', 'es')
  expect(agreement).toHaveTextContent('Contrato de alquiler, reserva TT-7K2M9Q')
  expect(agreement).toHaveTextContent('Car seat, unidad SVQ-ZCS123-K-002: Worn straps')
  expect(agreement).toHaveTextContent('Fianza: 240 €')
  expect(agreement).toHaveTextContent('Devolución antes de jueves, 11 de marzo de 2027, 18:00')
  expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked()
  expect(screen.getByRole('heading', { name: 'Rental agreement' })).toBeInTheDocument()
})

test('a delivery speaks of its collection at the family’s address, never of a return', async () => {
  const delivery = deskBookingDetail({ ...delivered, id: BOOKING_ID, items: [seatItem] })
  await renderHandover(<SigningPanel booking={delivery} />, drafted())
  const agreement = screen.getByRole('article')
  expect(agreement).toHaveTextContent('Gear delivered')
  expect(agreement).toHaveTextContent(
    'Collection: Thursday, 11 March 2027, 18:00, at Calle Feria 12, 41004 Sevilla',
  )
  expect(agreement.textContent).not.toMatch(/return|pick/i)
})

test('the language, the signer, each stroke, clearing and a reason dispatch the draft’s events', async () => {
  const { dispatched } = await renderHandover(<SigningPanel booking={booking} />, drafted())
  const user = userEvent.setup()
  await user.click(screen.getByRole('radio', { name: 'Español' }))
  await user.type(screen.getByLabelText('Name of the person who signs'), 'L')
  pads.endStroke!()
  await user.click(screen.getByRole('button', { name: 'Clear the signature' }))
  await user.type(
    screen.getByLabelText('No signature on the screen? Say why (kept in the audit log)'),
    'P',
  )
  expect(dispatched()).toEqual([
    agreementLanguageChosen({ bookingId: BOOKING_ID, language: 'es' }),
    agreementSignerChanged({ bookingId: BOOKING_ID, signerName: 'L' }),
    agreementSignatureDrawn({ bookingId: BOOKING_ID, signaturePng: SIGNATURE }),
    agreementSignatureCleared({ bookingId: BOOKING_ID }),
    agreementUnsignedReasonChanged({ bookingId: BOOKING_ID, unsignedReason: 'P' }),
  ])
  expect(pads.cleared).toBe(1)
})

test('says the family signed once a signature is drawn', async () => {
  await renderHandover(
    <SigningPanel booking={booking} />,
    drafted({ ...EMPTY_AGREEMENT, signerName: 'Ana', signaturePng: SIGNATURE }),
  )
  expect(screen.getByRole('status')).toHaveTextContent('Signed on the screen.')
  expect(screen.getByLabelText('Name of the person who signs')).toHaveValue('Ana')
})

test('the check-out shows the signing panel, and a signed booking links its agreement', async () => {
  await renderHandover(<HandoverSection booking={booking} />, drafted())
  expect(await screen.findByRole('heading', { name: 'Rental agreement' })).toBeInTheDocument()
  const signed = deskBookingDetail({
    id: BOOKING_ID,
    items: [seatItem],
    can_check_in: true,
    agreement: {
      signed_at: '2027-03-09T09:31:00.000Z',
      signer_name: 'Ana García',
      url: `/api/bookings/${BOOKING_ID}/agreement.pdf?token=abc`,
    },
  })
  await renderHandover(<HandoverSection booking={signed} />)
  const link = screen.getByRole('link', { name: 'Signed rental agreement (PDF)' })
  expect(link).toHaveAttribute('href', `/api/bookings/${BOOKING_ID}/agreement.pdf?token=abc`)
  expect(link.parentElement).toHaveTextContent('signed by Ana García, 9 Mar 2027, 10:31 CET')
})
