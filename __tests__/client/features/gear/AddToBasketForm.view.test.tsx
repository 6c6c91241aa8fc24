import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  basketItemAddRequested,
  basketQuantityChosen,
} from '../../../../src/client/features/basket/basketSlice'
import { AddToBasketForm } from '../../../../src/client/features/gear/AddToBasketForm'
import { basketItem, basketWith } from '../../support/basketState'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const rental = {
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}
const form = (
  <AddToBasketForm gearId="g1" gearName="Infant seat" availableStock={5} rental={rental} />
)
const withUnitsInBasket = (quantity: number, quantityChoices: Record<string, number> = {}) =>
  stateWith({
    basket: {
      ...basketWith([basketItem({ gear_id: 'g1', quantity, available_stock: 5 })]),
      quantityChoices,
    },
  })

describe('AddToBasketForm over a mock store', () => {
  it('offers only the units the basket does not hold yet, and dispatches the number picked', async () => {
    const { dispatched } = await renderOverMockStore(form, { state: withUnitsInBasket(3) })
    const quantity = screen.getByRole('combobox', { name: 'Quantity of Infant seat' })
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2'])
    expect(screen.getByText('3 in your basket')).toBeVisible()
    expect(quantity).toHaveValue('1')
    await userEvent.selectOptions(quantity, '2')
    expect(dispatched()).toEqual([basketQuantityChosen({ gearId: 'g1', quantity: 2 })])
  })

  it('adds the number picked in the store, kept within the units left', async () => {
    const { dispatched } = await renderOverMockStore(form, {
      state: withUnitsInBasket(3, { g1: 4 }),
    })
    const quantity = screen.getByRole('combobox', { name: 'Quantity of Infant seat' })
    expect(quantity).toHaveValue('2')
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket: Infant seat' }))
    const [added] = dispatched().filter(basketItemAddRequested.match)
    expect(added?.payload).toMatchObject({ ...rental, gear_id: 'g1', quantity: 2 })
  })

  it('offers nothing more once the basket holds every free unit, and says why', async () => {
    const { dispatched } = await renderOverMockStore(form, { state: withUnitsInBasket(5) })
    const add = screen.getByRole('button', { name: 'Add to basket: Infant seat' })
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription(
      'Not enough stock available. Requested: 6, Available: 5',
    )
    expect(screen.getByText('Not enough stock available. Requested: 6, Available: 5')).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Quantity of Infant seat' })).toBeDisabled()
    expect(dispatched().filter(basketItemAddRequested.match)).toEqual([])
  })

  it('says why in Spanish too', async () => {
    const state = withUnitsInBasket(5)
    await renderOverMockStore(form, { state: { ...state, preferences: { language: 'es' } } })
    expect(
      screen.getByRole('button', { name: 'Añadir a la cesta: Infant seat' }),
    ).toHaveAccessibleDescription('No hay suficiente stock. Solicitado: 6, disponible: 5')
  })

  it('offers the full range to an empty basket', async () => {
    await renderOverMockStore(form, { state: stateWith() })
    expect(screen.getAllByRole('option')).toHaveLength(5)
  })
})
