import { screen, within } from '@testing-library/react'
import { AttentionScreen } from '../../../../../src/client/features/desk/bookings/AttentionScreen'
import { deskBooking, deskFlags } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'

const mockAnswers: Record<string, unknown> = {}
const mockArgs: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetAttentionQuery: (args: unknown) => ((mockArgs.attention = args), mockAnswers.attention),
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('SVQ'),
)

beforeEach(() => {
  mockAnswers.attention = answered({
    now: '2027-03-09T12:00:00.000Z',
    items: [
      {
        kind: 'late_return',
        action: 'Call the traveller and ask when they will bring the gear back.',
        booking: deskBooking({
          flags: deskFlags({ unpaid: false, no_show: false, late_return: true }),
        }),
      },
      {
        kind: 'unpaid_near_pickup',
        action: 'Ask the traveller to pay before pickup.',
        booking: deskBooking({
          id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
          reference: 'TT-UNPAID',
          paid: false,
        }),
      },
    ],
  })
})

test('the attention list says what is wrong and what to do, for the desk location', async () => {
  await renderDeskView(<AttentionScreen />)
  expect(mockArgs.attention).toEqual({ location: 'SVQ', lang: 'en' })
  const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('article'))
  expect(items[0]).toHaveTextContent('Late return')
  expect(items[0]).toHaveTextContent(
    'To do: Call the traveller and ask when they will bring the gear back.',
  )
  expect(items[1]).toHaveTextContent('Not paid, pickup soon')
  expect(within(items[1]!).getByRole('link', { name: 'TT-UNPAID' })).toBeVisible()
})

test.each(['en', 'es'] as const)(
  'the attention list names a missing deposit hold and a claim to decide, with what to do (%s)',
  async (language) => {
    mockAnswers.attention = answered({
      now: '2027-03-09T12:00:00.000Z',
      items: [
        {
          kind: 'deposit_missing',
          action: 'Ask the family to place the deposit hold from the emailed link.',
          booking: deskBooking({
            deposit_status: 'awaiting',
            flags: deskFlags({ deposit_missing: true }),
          }),
        },
        {
          kind: 'claim_open',
          action: 'Decide the claims on the deposit.',
          booking: deskBooking({
            id: '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b',
            reference: 'TT-CLAIM1',
          }),
        },
      ],
    })
    await renderDeskView(<AttentionScreen />, { language })
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('article'))
    const said = {
      en: ['Deposit hold missing', 'To do: ', 'Claim to decide'],
      es: ['Falta la retención de la fianza', 'Qué hacer: ', 'Reclamación por decidir'],
    }[language]
    expect(within(items[0]!).getAllByText(said[0]!)).toHaveLength(2)
    expect(items[0]).toHaveTextContent(
      `${said[1]}Ask the family to place the deposit hold from the emailed link.`,
    )
    expect(within(items[0]!).getByRole('article')).toHaveClass('alert')
    expect(items[1]).toHaveTextContent(said[2]!)
    expect(items[1]).toHaveTextContent(`${said[1]}Decide the claims on the deposit.`)
    expect(within(items[1]!).getByRole('link', { name: 'TT-CLAIM1' })).toBeVisible()
  },
)
