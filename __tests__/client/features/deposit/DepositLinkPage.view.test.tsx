import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import DepositLinkPage from '../../../../src/client/features/deposit/DepositLinkPage'
import {
  depositHoldRequested,
  depositLinkOpened,
  initialDepositLinkState,
  type DepositLinkState,
} from '../../../../src/client/features/deposit/depositLinkSlice'
import { LINK_TOKEN, linkView } from '../../support/depositLinks'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

function showing(
  link: Partial<DepositLinkState>,
  { route = `/deposit#${LINK_TOKEN}`, language = 'en' as 'en' | 'es' } = {},
) {
  const state = {
    ...stateWith({ preferences: { language } }),
    depositLink: { ...initialDepositLinkState, ...link },
  } as RootState
  return renderOverMockStore(<DepositLinkPage />, { state, route })
}
const read = (fields: Partial<DepositLinkState> = {}) => ({
  status: 'read' as const,
  view: linkView(),
  ...fields,
})

test('reads the link in its address’s fragment, and says so meanwhile', async () => {
  const { dispatched } = await showing({ status: 'reading' })
  expect(screen.getByRole('heading', { level: 1, name: 'Your deposit hold' })).toBeVisible()
  expect(screen.getByRole('status')).toHaveTextContent('Reading your link…')
  expect(dispatched()).toEqual([depositLinkOpened({ token: LINK_TOKEN, returned: false })])
})

test('back from the card provider, it reads the link again, saying so', async () => {
  const { dispatched } = await showing(read({ returned: true }), {
    route: `/deposit?placed=1#${LINK_TOKEN}`,
  })
  expect(dispatched()).toEqual([depositLinkOpened({ token: LINK_TOKEN, returned: true })])
  expect(screen.getByRole('status')).toHaveTextContent(/^We have not seen your hold yet\./)
})

test('shows the booking, the deposit and when the rental starts, and places the hold on the button', async () => {
  const { dispatched } = await showing(read())
  const facts = screen.getByText('Reference').parentElement!
  expect(facts).toHaveTextContent(
    'ReferenceTT-7K4P2QDeposit€240Rental startsFriday, 9 April 2027 at 10:00',
  )
  expect(screen.getByText(/^We need to hold €240 on a card of your choice/)).toHaveTextContent(
    'A hold is not a charge: the money stays on your card, and the hold is released once the gear is back.',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Place the deposit hold' }))
  expect(dispatched().filter(depositHoldRequested.match)).toEqual([
    depositHoldRequested({ token: LINK_TOKEN }),
  ])
})

test('waits while the card provider’s page opens, and says why it did not', async () => {
  await showing(read({ placing: true }))
  expect(screen.getByRole('button', { name: "Opening the card provider's page…" })).toBeDisabled()
  await showing(read({ placeError: 'FAILED' }))
  expect(screen.getByRole('alert')).toHaveTextContent(
    "The card provider's page could not be opened. Please try again.",
  )
})

test('thanks the family once the deposit is held, and offers nothing more', async () => {
  await showing(read({ view: linkView('held') }))
  expect(screen.getByRole('status')).toHaveTextContent('Thank you, your deposit is held.')
  expect(screen.queryByRole('button')).toBeNull()
})

test('says when no hold is needed', async () => {
  await showing(read({ view: linkView('not_needed'), placeError: 'DEPOSIT_NOT_NEEDED' }))
  expect(screen.getByText(/^This deposit needs no hold now/)).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Place the deposit hold' })).toBeNull()
})

test.each([
  ['INVALID_LINK', 'This link does not work. Please use the latest link we emailed you'],
  ['LINK_EXPIRED', 'This link has expired: the booking it was for has ended.'],
] as const)('says a %s link shows nothing, with no way to try again', async (problem, said) => {
  await showing({ status: 'refused', problem })
  const alert = screen.getByRole('alert')
  expect(alert).toHaveTextContent(said)
  expect(within(alert).queryByRole('button')).toBeNull()
  expect(screen.queryByText('TT-7K4P2Q')).toBeNull()
})

test('asks again on Try again when the link could not be read', async () => {
  const { dispatched } = await showing({ status: 'refused', problem: 'FAILED' })
  await userEvent.click(
    within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }),
  )
  expect(dispatched()).toEqual([
    depositLinkOpened({ token: LINK_TOKEN, returned: false }),
    depositLinkOpened({ token: LINK_TOKEN, returned: false }),
  ])
})

test('speaks Spanish', async () => {
  await showing(read(), { language: 'es' })
  expect(screen.getByRole('heading', { level: 1, name: 'La retención de tu fianza' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Hacer la retención de la fianza' })).toBeVisible()
  expect(screen.getByText('Inicio del alquiler').nextSibling).toHaveTextContent(
    'viernes, 9 de abril de 2027 a las 10:00',
  )
})
