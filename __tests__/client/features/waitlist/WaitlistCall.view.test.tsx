import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { WaitlistCall } from '../../../../src/client/features/waitlist'
import {
  waitlistJoinAsked,
  waitlistLeaveAsked,
  waitlistSlice,
  waitlistWanted,
  type WaitlistState,
} from '../../../../src/client/features/waitlist/waitlistSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

const GEAR = '2f1c3a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b'
const RENTAL = {
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}
const LINE = {
  gear_id: GEAR,
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
}
const KEY = `${GEAR}|SVQ|2027-04-09|2027-04-16`

const withWaitlist = (
  waitlist: Partial<WaitlistState> = {},
  { signedIn = true, language = 'en' as 'en' | 'es' } = {},
) =>
  ({
    ...stateWith({
      preferences: { language },
      ...(signedIn
        ? { session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }) }
        : {}),
    }),
    waitlist: { ...waitlistSlice.getInitialState(), ...waitlist },
  }) as RootState

const call = <WaitlistCall gearId={GEAR} gearName="Pebble car seat" rental={RENTAL} />

describe('the waitlist under a search result with nothing free, over a mock store', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    const { dispatched } = await renderOverMockStore(call, {
      state: withWaitlist({}, { signedIn: false }),
    })
    expect(
      screen.getByRole('link', { name: 'Sign in to be told when it frees up' }),
    ).toHaveAttribute('href', '/login?redirect=%2Fsearch')
    expect(screen.queryByRole('button')).toBeNull()
    expect(dispatched()).toEqual([])
  })

  it('lets a signed-in family join, for one unit of the searched rental', async () => {
    const { dispatched } = await renderOverMockStore(call, { state: withWaitlist() })
    await userEvent.click(
      screen.getByRole('button', { name: 'Tell me when it frees up Pebble car seat' }),
    )
    expect(dispatched()).toEqual([
      waitlistWanted(),
      waitlistJoinAsked({ join: { ...LINE, ...RENTAL, units: 1 } }),
    ])
  })

  it('shows the place in line and leaves it, in Spanish', async () => {
    const { dispatched } = await renderOverMockStore(call, {
      state: withWaitlist(
        { open: { [KEY]: { id: 'e1', status: 'waiting', quoteId: null } } },
        { language: 'es' },
      ),
    })
    expect(
      screen.getByText(
        'Estás en la lista de espera: te escribiremos si queda libre para tus fechas.',
      ),
    ).toBeVisible()
    await userEvent.click(
      screen.getByRole('button', { name: 'Salir de la lista de espera Pebble car seat' }),
    )
    expect(dispatched()).toContainEqual(waitlistLeaveAsked({ rental: LINE }))
  })

  it('links to the quote holding a freed unit', async () => {
    await renderOverMockStore(call, {
      state: withWaitlist({ open: { [KEY]: { id: 'e1', status: 'offered', quoteId: 'q1' } } }),
    })
    expect(screen.getByText(/we're holding it for you/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Book it now' })).toHaveAttribute('href', '/quote/q1')
  })

  it('says why the server refused, and keeps the button while joining disabled', async () => {
    await renderOverMockStore(call, {
      state: withWaitlist({
        refused: { [KEY]: 'WAITLIST_NOT_SHORT' },
        sending: { [KEY]: 'joining' },
      }),
    })
    expect(screen.getByRole('alert')).toHaveTextContent(
      "It's free for your dates again: add it to your basket.",
    )
    expect(screen.getByRole('button', { name: /Tell me when it frees up/ })).toBeDisabled()
  })
})
