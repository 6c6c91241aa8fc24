import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Quote } from '../../../../src/shared/contract/bookings'
import { QuoteHeldUnits } from '../../../../src/client/features/quote/QuoteHeldUnits'
import { quoteUnitsKeepAsked } from '../../../../src/client/features/quote/quoteEvents'
import { quoteUnitsChosen, type QuoteState } from '../../../../src/client/features/quote/quoteSlice'
import { QUOTE_ID, quoteFixture } from '../../support/bookings'
import { infantSeat } from '../../support/catalogue'
import { withQuotePage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const NAMES = { [infantSeat._id]: 'Pebble 360 infant car seat' }
const offer = quoteFixture({ waitlist_offer: true })

function render(
  quote: Quote = offer,
  page: Partial<QuoteState> = {},
  language: 'en' | 'es' = 'en',
) {
  return renderOverMockStore(<QuoteHeldUnits quote={quote} names={NAMES} />, {
    state: withQuotePage(
      { id: QUOTE_ID, quote, ...page },
      stateWith({ preferences: { language } }),
    ),
  })
}

const ours = (actions: unknown[]) =>
  actions.filter((action) => quoteUnitsChosen.match(action) || quoteUnitsKeepAsked.match(action))

describe('the units held by a waitlist offer, over a mock store', () => {
  it('shows the units held and asks for one fewer; nothing to keep before choosing', async () => {
    const { dispatched } = await render()
    expect(screen.getByRole('heading', { name: 'Units held for you' })).toBeVisible()
    expect(
      screen.getByRole('group', { name: 'Units of Pebble 360 infant car seat to book' }),
    ).toHaveTextContent('2 of 2')
    expect(
      screen.getByRole('button', { name: 'One more Pebble 360 infant car seat' }),
    ).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Keep 2 and let the rest go' })).toBeDisabled()
    await userEvent.click(
      screen.getByRole('button', { name: 'One fewer Pebble 360 infant car seat' }),
    )
    expect(ours(dispatched())).toEqual([quoteUnitsChosen({ gearId: infantSeat._id, units: 1 })])
  })

  it('keeps the units chosen, never below one', async () => {
    const { dispatched } = await render(offer, { units: { [infantSeat._id]: 1 } })
    expect(screen.getByRole('group', { name: /Units of/ })).toHaveTextContent('1 of 2')
    expect(screen.getByRole('button', { name: /One fewer/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Keep 1 and let the rest go' }))
    expect(ours(dispatched())).toEqual([quoteUnitsKeepAsked({ gearId: infantSeat._id })])
  })

  it("says in Spanish why the server refused, and waits while it's keeping", async () => {
    await render(
      offer,
      {
        units: { [infantSeat._id]: 1 },
        keepingUnits: true,
        unitsRefused: 'QUOTE_NOT_PENDING',
      },
      'es',
    )
    expect(screen.getByRole('heading', { name: 'Unidades que te guardamos' })).toBeVisible()
    expect(
      screen.getByText('La reserva temporal ha terminado: ya no te guardamos estas unidades.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Quedarme con 1 y dejar el resto' })).toBeDisabled()
  })

  it('shows nothing on a quote that holds no offer, one unit, or a lapsed hold', async () => {
    const single = {
      ...offer.pricing,
      items: [{ ...offer.pricing.items[0]!, quantity: 1 }],
    }
    for (const quote of [
      quoteFixture(),
      quoteFixture({ waitlist_offer: true, pricing: single }),
      quoteFixture({ waitlist_offer: true, status: 'expired' }),
    ]) {
      const { unmount } = await render(quote)
      expect(screen.queryByRole('heading', { name: 'Units held for you' })).toBeNull()
      unmount()
    }
  })
})
