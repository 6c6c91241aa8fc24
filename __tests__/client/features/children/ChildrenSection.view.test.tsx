import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import ChildrenSection from '../../../../src/client/features/children/ChildrenSection'
import {
  childFormOpening,
  type ChildDraft,
} from '../../../../src/client/features/children/childForm'
import { formOpened, formSubmitAttempted } from '../../../../src/client/features/forms/formsSlice'
import type { Child } from '../../../../src/shared/contract/children'
import { formState } from '../../support/formState'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

const martina: Child = {
  id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Martina',
  birth_month: '2023-05',
  height_cm: 98,
  weight_kg: null,
}
const unnamed: Child = { ...martina, id: '6b2e3d4c-5f60-4b7c-9d8e-0f1a2b3c4d5e', name: null }

const withChildren = (children: Child[], overrides: Parameters<typeof stateWith>[0] = {}) =>
  withCached(stateWith({ session: signedInSession(), ...overrides }), [
    { endpointName: 'children', arg: undefined, value: { children } },
  ])

const show = (state: RootState) =>
  renderOverMockStore(<ChildrenSection />, { state, readsApiCache: true })

const draft = (fields: Partial<ChildDraft>): ChildDraft => ({
  id: '',
  name: '',
  birth_month: '',
  height_cm: '',
  weight_kg: '',
  ...fields,
})

it('lists each child with what the family told us, and opens the form to change one', async () => {
  const { dispatched } = await show(withChildren([martina, unnamed]))
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Martina: born May 2023 · 98 cm'),
    expect.stringContaining('Child 2: born May 2023 · 98 cm'),
  ])
  await userEvent.click(screen.getByRole('button', { name: 'Change Martina' }))
  expect(dispatched().filter(formOpened.match)).toEqual([
    formOpened(childFormOpening(martina, new Date())),
  ])
})

it('says why each detail is asked, and sends the form when saved', async () => {
  const { dispatched } = await show(
    withChildren([], { forms: { child: formState(draft({ height_cm: '98' })) } }),
  )
  const form = screen.getByRole('form', { name: 'Add a child' })
  expect(within(form).getByLabelText('Height (cm)')).toHaveValue('98')
  expect(form).toHaveTextContent("i-Size seats (R129) are chosen by the child's height.")
  expect(form).toHaveTextContent("A seat's age guide. We never ask for the day.")
  await userEvent.click(within(form).getByRole('button', { name: 'Save child' }))
  expect(dispatched().filter(formSubmitAttempted.match)).toEqual([
    formSubmitAttempted({ form: 'child' }),
  ])
})

it('shows the rules a draft breaks once Save was pressed, in Spanish too', async () => {
  await show(
    withChildren([], {
      preferences: { language: 'es' },
      forms: {
        child: formState(draft({ height_cm: '250', weight_kg: '14,25' }), { submitted: true }),
      },
    }),
  )
  expect(screen.getByLabelText('Altura (cm)')).toHaveAccessibleDescription(
    expect.stringContaining('Indica una altura entre 30 y 190 cm.'),
  )
  expect(screen.getByLabelText('Peso (kg)')).toHaveAccessibleDescription(
    expect.stringContaining('Indica un peso entre 1 y 100 kg, con un decimal como máximo.'),
  )
})

it('offers no ninth child', async () => {
  const eight = Array.from({ length: 8 }, (_, i) => ({ ...martina, id: `${i}`, name: `C${i}` }))
  await show(withChildren(eight))
  expect(screen.queryByRole('button', { name: 'Add a child' })).toBeNull()
  expect(screen.getByText('You have listed 8 children, as many as an account can.')).toBeVisible()
})
