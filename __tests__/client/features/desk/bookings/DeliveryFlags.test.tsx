import { screen, within } from '@testing-library/react'
import type { Language } from '../../../../../src/shared/domain/languages'
import { AttentionScreen } from '../../../../../src/client/features/desk/bookings/AttentionScreen'
import { DayScreen } from '../../../../../src/client/features/desk/bookings/DayScreen'
import { bannedWordsIn, wordsNeverInADelivery } from '../../../../shared/support/glossary'
import { delivered, deskBooking, deskDay, deskFlags } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'

const mockAnswers: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskDayQuery: () => mockAnswers.day,
  useGetAttentionQuery: () => mockAnswers.attention,
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith(),
)

/** Handed out days ago, past its end and not back: late, and its cards say so in words. */
const late = {
  start_date: '2027-03-05',
  end_date: '2027-03-09',
  return_time: '09:00',
  handed_out_at: '2027-03-05T09:10:00.000Z',
  unit_tags: ['SVQ-STR100-001'],
  flags: deskFlags({ late_return: true }),
}
const lateReturn = deskBooking({ ...late, id: 'r1', reference: 'TT-RET001' })
const lateCollection = deskBooking({ ...late, ...delivered, id: 'c1', reference: 'TT-COL001' })

const SAID = {
  en: { collection: 'Late collection', return: 'Late return', unpaid: 'Not paid, delivery soon' },
  es: {
    collection: 'Retirada con retraso',
    return: 'Devolución con retraso',
    unpaid: 'Sin pagar, entrega próxima',
  },
}

const card = (reference: string) => screen.getByRole('article', { name: new RegExp(reference) })

beforeEach(() => {
  mockAnswers.day = answered(
    deskDay({ pickups: [], returns: [lateReturn], collections: [lateCollection] }),
  )
})

test.each(['en', 'es'] as const)(
  'a late collection is named so on its card, a late return keeps its words (%s)',
  async (language: Language) => {
    await renderDeskView(<DayScreen />, { language })
    expect(within(card('TT-COL001')).getByText(SAID[language].collection)).toBeVisible()
    expect(within(card('TT-RET001')).getByText(SAID[language].return)).toBeVisible()
    const said = card('TT-COL001').textContent ?? ''
    expect(bannedWordsIn(said, wordsNeverInADelivery()[language])).toEqual([])
  },
)

test.each(['en', 'es'] as const)(
  'the attention list names what is wrong with a delivery in its words (%s)',
  async (language: Language) => {
    mockAnswers.attention = answered({
      now: '2027-03-09T12:00:00.000Z',
      items: [
        { kind: 'late_return', action: 'Call the traveller.', booking: lateCollection },
        {
          kind: 'unpaid_near_pickup',
          action: 'Ask the traveller to pay.',
          booking: deskBooking({ ...delivered, id: 'd1', reference: 'TT-DLV001', paid: false }),
        },
        { kind: 'late_return', action: 'Call the traveller.', booking: lateReturn },
      ],
    })
    await renderDeskView(<AttentionScreen />, { language })
    const [collection, unpaid, pickup] = screen
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('article'))
    expect(within(collection!).getAllByText(SAID[language].collection)).toHaveLength(2)
    expect(unpaid).toHaveTextContent(SAID[language].unpaid)
    expect(within(pickup!).getAllByText(SAID[language].return)).toHaveLength(2)
  },
)
