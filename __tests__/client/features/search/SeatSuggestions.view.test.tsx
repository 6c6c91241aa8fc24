import { screen, within } from '@testing-library/react'
import { SeatSuggestions } from '../../../../src/client/features/search/SeatSuggestions'
import type { Child } from '../../../../src/shared/contract/children'
import type { GearSummary } from '../../../../src/shared/contract/gear'
import { infantSeat, stroller } from '../../support/catalogue'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

/** A seat for children from 40 to 105 cm, and a booster from 100 to 150 cm. */
const toddlerSeat: GearSummary = {
  ...infantSeat,
  _id: '7f0c2a1e-5b7d-4c61-9a2e-0d3f1b2c4a03',
  name: 'Cybex Sirona T i-Size',
  seat_approval: { standard: 'R129', min_height_cm: 40, max_height_cm: 105 },
}
const booster: GearSummary = {
  ...infantSeat,
  _id: '7f0c2a1e-5b7d-4c61-9a2e-0d3f1b2c4a04',
  name: 'Britax Römer Kidfix i-Size',
  category: 'booster_seat',
  seat_approval: { standard: 'R129', min_height_cm: 100, max_height_cm: 150 },
}
const child = (id: string, name: string | null, height_cm: number | null): Child => ({
  id,
  name,
  birth_month: null,
  height_cm,
  weight_kg: null,
})

const show = (items: GearSummary[], children: Child[], language: 'en' | 'es' = 'en') =>
  renderOverMockStore(<SeatSuggestions items={items} />, {
    state: withCached(stateWith({ preferences: { language }, session: signedInSession() }), [
      { endpointName: 'children', arg: undefined, value: { children } },
    ]),
    route: '/search',
    readsApiCache: true,
  })

it('suggests for each child the free seat that fits, the one it will outgrow first', async () => {
  await show(
    [booster, toddlerSeat, infantSeat, stroller],
    [child('c1', 'Martina', 98), child('c2', 'Leo', 60), child('c3', null, 120)],
  )
  const list = within(screen.getByRole('region', { name: 'Seats for your children' }))
  const items = list.getAllByRole('listitem')
  expect(items[0]).toHaveTextContent('For Martina: Cybex Sirona T i-Size')
  expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/gear/${toddlerSeat._id}`)
  expect(items[1]).toHaveTextContent(`For Leo: ${infantSeat.name}`)
  expect(items[2]).toHaveTextContent('For Child 3: Britax Römer Kidfix i-Size')
})

it('says in Spanish when no free seat fits, or when a measure is missing', async () => {
  const gone = { ...toddlerSeat, available_stock: 0 }
  await show([gone, infantSeat], [child('c1', 'Martina', 98), child('c2', 'Sara', null)], 'es')
  const items = screen.getAllByRole('listitem')
  expect(items[0]).toHaveTextContent(
    'Ninguna de las sillas libres para estas fechas es adecuada para Martina.',
  )
  expect(items[1]).toHaveTextContent('Añade la altura o el peso de Sara en tu perfil')
})

it('shows nothing to a family who listed no children, or among results without seats', async () => {
  const { unmount } = await show([infantSeat], [])
  expect(screen.queryByRole('region')).toBeNull()
  unmount()
  await show([stroller], [child('c1', 'Martina', 98)])
  expect(screen.queryByRole('region')).toBeNull()
})
