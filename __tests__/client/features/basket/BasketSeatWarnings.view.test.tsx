import { screen } from '@testing-library/react'
import { BasketSeatWarnings } from '../../../../src/client/features/basket/BasketSeatWarnings'
import type { Child } from '../../../../src/shared/contract/children'
import { basketItem, basketWith } from '../../support/basketState'
import { infantSeat, infantSeatDetails } from '../../support/catalogue'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

const child = (id: string, name: string, height_cm: number): Child => ({
  id,
  name,
  birth_month: null,
  height_cm,
  weight_kg: null,
})

/** A basket of infant seats (40 to 83 cm) for a family with the given children. */
const show = (children: Child[], { seats = 1, language = 'en' as 'en' | 'es' } = {}) =>
  renderOverMockStore(<BasketSeatWarnings />, {
    state: withCached(
      stateWith({
        preferences: { language },
        session: signedInSession(),
        basket: basketWith([basketItem({ gear_id: infantSeat._id, quantity: seats })]),
      }),
      [
        { endpointName: 'children', arg: undefined, value: { children } },
        {
          endpointName: 'getGear',
          arg: { id: infantSeat._id, lang: language },
          value: infantSeatDetails(language, 6),
        },
      ],
    ),
    readsApiCache: true,
  })

it('warns, without blocking, that an infant seat fits none of the children listed', async () => {
  await show([child('c1', 'Martina', 98)])
  expect(screen.getByRole('status')).toHaveTextContent(
    'Maxi-Cosi Pebble 360 infant car seat does not fit any of your children.',
  )
  expect(screen.queryByRole('button')).toBeNull()
})

it('warns in Spanish of a sibling under 135 cm left without a seat', async () => {
  await show([child('c1', 'Leo', 60), child('c2', 'Martina', 98)], { language: 'es' })
  expect(screen.getByRole('status')).toHaveTextContent(
    'Un niño de menos de 135 cm no tiene silla en esta reserva.',
  )
  expect(screen.getByRole('status')).not.toHaveTextContent('no es adecuada')
})

it('says nothing when the seats fit the children, or when none are listed', async () => {
  const { unmount } = await show([child('c1', 'Leo', 60), child('c2', 'Sara', 70)], { seats: 2 })
  expect(screen.queryByRole('status')).toBeNull()
  unmount()
  await show([])
  expect(screen.queryByRole('status')).toBeNull()
})
