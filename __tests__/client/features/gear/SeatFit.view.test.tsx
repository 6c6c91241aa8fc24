import { screen, within } from '@testing-library/react'
import { SeatFit } from '../../../../src/client/features/gear/SeatFit'
import type { Child } from '../../../../src/shared/contract/children'
import type { SeatApproval } from '../../../../src/shared/domain/seatFit'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

const infantCarrier: SeatApproval = { standard: 'R129', min_height_cm: 40, max_height_cm: 83 }
const child = (id: string, name: string | null, height_cm: number | null): Child => ({
  id,
  name,
  birth_month: null,
  height_cm,
  weight_kg: null,
})
const family = [
  child('c1', 'Martina', 98),
  child('c2', 'Leo', 60),
  child('c3', null, 35),
  child('c4', 'Sara', null),
]

const show = (
  approval: SeatApproval | null,
  language: 'en' | 'es' = 'en',
  signedIn = true,
  expiry: string | null = null,
) =>
  renderOverMockStore(<SeatFit gear={{ seat_approval: approval, earliest_expiry: expiry }} />, {
    state: withCached(
      stateWith({
        preferences: { language },
        ...(signedIn && { session: signedInSession() }),
      }),
      [{ endpointName: 'children', arg: undefined, value: { children: family } }],
    ),
    readsApiCache: true,
  })

it("says a seat's standard and range, and whether it fits each of the family's children", async () => {
  await show(infantCarrier)
  const section = screen.getByRole('region', { name: 'Who it fits' })
  expect(section).toHaveTextContent(
    'Approved to UN R129 (i-Size) for children from 40 to 83 cm tall.',
  )
  expect(section).toHaveTextContent('Inspected and cleaned after every rental')
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Martina has outgrown this seat.',
    'Fits Leo.',
    'Child 3 is too small for this seat.',
    "Add Sara's height or weight to your profile to see whether it fits.",
  ])
})

it('speaks Spanish, and names an R44 seat by its weight group', async () => {
  await show({ standard: 'R44', group: '1' }, 'es')
  expect(screen.getByRole('region', { name: 'Para quién es' })).toHaveTextContent(
    'Homologada según ECE R44, grupo de peso 1.',
  )
})

it('shows no children to a visitor who is not signed in, and nothing for gear that is no seat', async () => {
  const { unmount } = await show(infantCarrier, 'en', false)
  expect(screen.queryByRole('listitem')).toBeNull()
  unmount()
  await show(null)
  expect(screen.queryByRole('region')).toBeNull()
})

it('says until when every seat free for the dates is in date', async () => {
  await show(infantCarrier, 'en', true, '2031-06-30')
  expect(screen.getByRole('region', { name: 'Who it fits' })).toHaveTextContent(
    'Every seat free for your dates is in date until at least Monday, 30 June 2031.',
  )
})
