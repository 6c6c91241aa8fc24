import { screen } from '@testing-library/react'
import type { RootState } from '../../../../src/client/app/store'
import WaitlistLeavePage from '../../../../src/client/features/waitlist/WaitlistLeavePage'
import {
  waitlistLeaveLinkOpened,
  type WaitlistLeaveState,
} from '../../../../src/client/features/waitlist/waitlistLeaveLink'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const withLeaveLink = (waitlistLeave: WaitlistLeaveState, language: 'en' | 'es' = 'en') =>
  ({ ...stateWith({ preferences: { language } }), waitlistLeave }) as RootState

describe("the waitlist email's leave page, over a mock store", () => {
  it("sends the fragment's token, never a query", async () => {
    const { dispatched } = await renderOverMockStore(<WaitlistLeavePage />, {
      state: withLeaveLink({ status: 'leaving', problem: null }),
      route: '/waitlist/leave#abc.def',
    })
    expect(screen.getByRole('status')).toHaveTextContent('Taking you off the waitlist…')
    expect(dispatched()).toEqual([waitlistLeaveLinkOpened({ token: 'abc.def' })])
  })

  it('says the family has left, in Spanish', async () => {
    await renderOverMockStore(<WaitlistLeavePage />, {
      state: withLeaveLink({ status: 'left', problem: null }, 'es'),
      route: '/waitlist/leave#abc.def',
    })
    expect(screen.getByRole('heading', { name: 'Salir de la lista de espera' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(/Has salido de la lista de espera/)
  })

  it('says why a link did nothing', async () => {
    await renderOverMockStore(<WaitlistLeavePage />, {
      state: withLeaveLink({ status: 'idle', problem: 'LINK_EXPIRED' }),
      route: '/waitlist/leave#abc.def',
    })
    expect(screen.getByText('This link has expired.')).toBeVisible()
  })
})

describe('the not-found page', () => {
  it("serves the waitlist's leave link", async () => {
    const { default: NotFoundPage } =
      await import('../../../../src/client/features/errors/NotFoundPage')
    await renderOverMockStore(<NotFoundPage />, {
      state: withLeaveLink({ status: 'left', problem: null }),
      route: '/waitlist/leave#abc.def',
    })
    expect(await screen.findByRole('heading', { name: 'Leave the waitlist' })).toBeVisible()
  })
})
