import { screen } from '@testing-library/react'
import { BookingScreen } from '../../../../../src/client/features/desk/bookings/BookingScreen'
import type { Language } from '../../../../../src/shared/domain/languages'
import { delivered, deskBookingDetail } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'

const mockAnswers: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskBookingQuery: () => mockAnswers.booking,
}))

const delivery = deskBookingDetail({
  ...delivered,
  pickup_time: '10:00',
  return_time: '17:30',
})

const open = async (language: Language = 'en') => {
  await renderDeskView(<BookingScreen id={delivery.id} isAdmin />, { language })
  const terms = screen.getAllByRole('term').map((term) => term.textContent)
  const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling
  return { terms, value }
}

beforeEach(() => {
  mockAnswers.booking = answered(delivery)
})

test("a delivery's detail shows the hotel and the driver's instructions with the address", async () => {
  const { value } = await open()
  expect(value('Delivery address')).toHaveTextContent('Calle Feria 12, 41004 Sevilla')
  expect(value('Hotel or flat')).toHaveTextContent('Hotel Las Casas')
  expect(value("Driver's instructions")).toHaveTextContent('Ring at reception')
})

test('a delivery without hotel or instructions says there are none', async () => {
  mockAnswers.booking = answered({
    ...delivery,
    delivery_address: { ...delivery.delivery_address!, place_name: null, instructions: null },
  })
  const { value } = await open()
  expect(value('Hotel or flat')).toHaveTextContent('—')
  expect(value("Driver's instructions")).toHaveTextContent('—')
})

test.each([
  ['en', 'Delivery', 'Collection', ['Pickup', 'Return']],
  ['es', 'Entrega', 'Retirada a domicilio', ['Recogida', 'Devolución']],
] as const)(
  "a delivery's times are its delivery and collection windows (%s)",
  async (language, start, end, pickupWords) => {
    const { terms, value } = await open(language)
    expect(value(start)).toHaveTextContent(/9.*2027 10:00–10:30$/)
    expect(value(end)).toHaveTextContent(/11.*2027 17:30–18:00$/)
    for (const word of pickupWords) expect(terms).not.toContain(word)
  },
)

test('a booking at a desk keeps its pickup and return, and no hotel or instructions', async () => {
  mockAnswers.booking = answered(deskBookingDetail())
  const { terms, value } = await open()
  expect(value('Pickup')).toHaveTextContent(/2027 10:30$/)
  expect(value('Return')).toHaveTextContent(/2027 18:00$/)
  expect(terms).not.toContain('Hotel or flat')
  expect(terms).not.toContain("Driver's instructions")
})
