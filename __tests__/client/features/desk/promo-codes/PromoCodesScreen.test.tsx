import { screen, within } from '@testing-library/react'
import type { PromoCode } from '../../../../../src/shared/contract/promotions'
import { PromoCodesScreen } from '../../../../../src/client/features/desk/promo-codes/PromoCodesScreen'
import {
  initialDeskPromoState,
  promoCategoryToggled,
  promoCreateSubmitted,
  promoDraftEdited,
  promoStatusChangeRequested,
} from '../../../../../src/client/features/desk/promo-codes/deskPromoSlice'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'

const mockAnswers: { codes?: unknown } = {}
jest.mock('../../../../../src/client/features/desk/promo-codes/deskPromoApi', () => ({
  useGetPromoCodesQuery: () => mockAnswers.codes,
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('SVQ'),
)

const promoCode = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: 'p1',
  code: 'SUMMER-10',
  kind: 'percent',
  amount: 10,
  valid_from: '2027-06-01T00:00:00.000Z',
  valid_until: '2027-08-31T21:59:59.999Z',
  categories: null,
  min_rental_days: 3,
  total_uses: 100,
  per_traveller: 1,
  active: true,
  uses: 7,
  created_by: 'a1',
  created_at: '2027-05-01T10:00:00.000Z',
  updated_at: '2027-05-01T10:00:00.000Z',
  ...overrides,
})

beforeEach(() => {
  mockAnswers.codes = answered([
    promoCode(),
    promoCode({
      id: 'p2',
      code: 'STROLLER-5',
      kind: 'fixed',
      amount: 500,
      valid_until: null,
      categories: ['stroller'],
      total_uses: null,
      per_traveller: null,
      active: false,
      uses: 0,
    }),
  ])
})

test('lists each code with its discount, validity, gear, uses and status, and pauses or resumes it', async () => {
  const { dispatched, user } = await renderDeskView(<PromoCodesScreen />)
  const table = screen.getByRole('table', { name: 'Promo codes, newest first' })
  const [summer, stroller] = within(table).getAllByRole('row').slice(1)
  expect(summer).toHaveTextContent('SUMMER-10')
  expect(summer).toHaveTextContent('10% off')
  expect(summer).toHaveTextContent('All gearAt least 3 days')
  expect(summer).toHaveTextContent('7 of 1001 per traveller')
  expect(summer).toHaveTextContent('Active')
  expect(stroller).toHaveTextContent('€5 off')
  expect(stroller).toHaveTextContent(/^STROLLER-5.*From /)
  expect(stroller).toHaveTextContent('0 of no limitno limit per traveller')
  expect(stroller).toHaveTextContent('Paused')
  await user.click(screen.getByRole('button', { name: 'Pause promo code SUMMER-10' }))
  await user.click(screen.getByRole('button', { name: 'Resume promo code STROLLER-5' }))
  expect(dispatched()).toEqual([
    promoStatusChangeRequested({ id: 'p1', active: false }),
    promoStatusChangeRequested({ id: 'p2', active: true }),
  ])
})

test('the new code form sends what is typed, the gear chosen and "Create" as events', async () => {
  const { dispatched, user } = await renderDeskView(<PromoCodesScreen />, {
    deskPromo: { draft: { ...initialDeskPromoState.draft, allGear: false } },
  })
  const form = screen.getByRole('form', { name: 'New promo code' })
  await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'S')
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'fixed')
  await user.click(within(form).getByRole('checkbox', { name: 'Strollers' }))
  await user.click(within(form).getByRole('button', { name: 'Create code' }))
  expect(dispatched()).toEqual([
    promoDraftEdited({ code: 'S' }),
    promoDraftEdited({ kind: 'fixed' }),
    promoCategoryToggled('stroller'),
    promoCreateSubmitted(),
  ])
})

test('after "Create", each field says what to fix; a refusal and a creation are announced', async () => {
  const draft = { ...initialDeskPromoState.draft, code: 'a!', allGear: false }
  await renderDeskView(<PromoCodesScreen />, {
    deskPromo: { draft, submitted: true, errorCode: 'PROMO_CODE_TAKEN' },
    language: 'es',
  })
  expect(screen.getByRole('textbox', { name: 'Código' })).toHaveAccessibleDescription(
    /Escribe de 3 a 32 letras, números y guiones\./,
  )
  expect(screen.getByRole('textbox', { name: 'Importe' })).toHaveAccessibleDescription(
    /Escribe un porcentaje entero de 1 a 100\./,
  )
  const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent)
  expect(alerts).toContain('Elige al menos un tipo de equipo, o todo el equipo.')
  expect(alerts).toContain('Ya existe un código promocional con ese nombre.')
})

test('a new code is confirmed by name', async () => {
  await renderDeskView(<PromoCodesScreen />, { deskPromo: { created: 'SUMMER-10' } })
  expect(screen.getByRole('status')).toHaveTextContent('Promo code SUMMER-10 created.')
})
