import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BasketState } from '../../../../src/client/features/basket/basketSlice'
import { promoCodeApplied } from '../../../../src/client/features/basket/basketSlice'
import {
  promoCodeSubmitted,
  promoDraftChanged,
  type PromoFieldState,
} from '../../../../src/client/features/basket/promoFieldSlice'
import { pricingSignature } from '../../../../src/client/features/basket/pricingSignature'
import { PriceBreakdown } from '../../../../src/client/features/basket/PriceBreakdown'
import { PromoCodeField } from '../../../../src/client/features/basket/PromoCodeField'
import { basketItem, basketWith } from '../../support/basketState'
import { pricingFor } from '../../support/pricing'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const discount = {
  code: 'SUMMER-10',
  description: 'Promo code SUMMER-10 (10% off)',
  amount: 441,
  percent_off: 10,
}

function basket(overrides: Partial<BasketState> = {}): BasketState {
  return { ...basketWith([basketItem()]), ...overrides }
}

const render = (
  state: BasketState,
  language: 'en' | 'es' = 'en',
  promoField: PromoFieldState = { draft: '', malformed: false },
) =>
  renderOverMockStore(<PromoCodeField />, {
    state: stateWith({ basket: state, promoField, preferences: { language } }),
  })

describe('PromoCodeField over a mock store', () => {
  it('sends what is typed and "Apply" as events', async () => {
    const { dispatched } = await render(basket())
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    const ours = [promoDraftChanged, promoCodeSubmitted]
    expect(dispatched().filter((action) => ours.some((creator) => creator.match(action)))).toEqual([
      promoDraftChanged('x'),
      promoCodeSubmitted(),
    ])
  })

  it('says what a code looks like when the typed one is malformed', async () => {
    await render(basket(), 'en', { draft: '50% OFF', malformed: true })
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      'A promo code has 3 to 32 letters, digits and dashes.',
    )
  })

  it('says the code is applied once the price has its line, and removes it on request', async () => {
    const priced = basket({ promo_code: 'SUMMER-10' })
    const pricing = pricingFor(16_269, { discounts: [discount] })
    const { dispatched } = await render({
      ...priced,
      pricing,
      pricingStatus: 'priced',
      pricedSignature: pricingSignature(priced),
    })
    expect(screen.getByRole('status')).toHaveTextContent('Promo code SUMMER-10 applied.')
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code SUMMER-10' }))
    expect(dispatched().filter(promoCodeApplied.match)).toEqual([promoCodeApplied(null)])
  })

  it.each([
    [
      'en',
      'Promo code WINTER was not applied: This promo code has expired. Your basket is priced without it.',
    ],
    [
      'es',
      'El código promocional WINTER no se ha aplicado: Este código promocional ha caducado. El precio de tu cesta no lo incluye.',
    ],
  ] as const)('says in %s why a refused code was not applied', async (language, text) => {
    const refused = basket({
      promo_code: 'WINTER',
      promo_refusal: 'PROMO_EXPIRED',
    })
    await render(refused, language)
    expect(screen.getByRole('alert')).toHaveTextContent(text)
  })

  it('keeps a refused code in the field, marked wrong and described by why', async () => {
    const refused = basket({ promo_code: 'SUMER-10', promo_refusal: 'PROMO_UNKNOWN' })
    await render(refused, 'en', { draft: 'sumer-10', malformed: false })
    const field = screen.getByRole('textbox', { name: 'Promo code' })
    expect(field).toHaveValue('sumer-10')
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(
      'Promo code SUMER-10 was not applied: We do not know that promo code. Please check it and try again. Your basket is priced without it.',
    )
  })
})

describe('the discount as a priced line', () => {
  it("lists the promo code with the amount it takes off, and the total is the server's", async () => {
    const pricing = pricingFor(16_269, { discounts: [discount] })
    await renderOverMockStore(<PriceBreakdown pricing={pricing} total={16_269} language="en" />)
    const line = screen.getByText('Promo code SUMMER-10 (10% off)').closest('div')!
    expect(line).toHaveTextContent(/Promo code SUMMER-10 \(10% off\)\s*−€4\.41/)
    expect(screen.getByText('Total to pay').nextSibling).toHaveTextContent('€162.69')
  })

  it.each([
    ['en', 'Promo code FIVE-OFF', 'Rentals of 7 days or more: 10% off every day'],
    ['es', 'Código promocional FIVE-OFF', 'Alquileres de 7 días o más: 10 % de descuento cada día'],
  ] as const)(
    'words each discount from its figures in %s, whatever language it was priced in',
    async (language, promoLine, longRental) => {
      const fixed = { code: 'FIVE-OFF', description: 'Código promocional FIVE-OFF', amount: 500 }
      const pricing = pricingFor(16_269, { discounts: [fixed] })
      await renderOverMockStore(
        <PriceBreakdown pricing={pricing} total={16_269} language={language} />,
        { state: stateWith({ preferences: { language } }) },
      )
      expect(screen.getByText(promoLine)).toBeVisible()
      expect(screen.getByText(longRental)).toBeVisible()
    },
  )
})
