import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { supportApi } from '../../../../src/client/features/support/supportApi'
import SupportReportsPage from '../../../../src/client/features/support/SupportReportsPage'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

const report = {
  _id: '5b0c3c7e-6b1a-4c62-9d55-0f4c8d2e7a10',
  created_at: '2027-03-01T10:00:00.000Z',
  description: 'Continue does nothing',
  route: '/search',
  language: 'es' as const,
  app_version: '1.0.0',
  user_id: null,
  size_bytes: 2048,
}

const asAdmin = (reports: (typeof report)[]) =>
  withCached(stateWith({ session: signedInSession({ user: { id: 'a1', role: 'admin' } }) }), [
    { endpointName: 'listSupportReports', arg: { offset: 0 }, value: { reports } },
  ])

const render = (state: RootState) =>
  renderOverMockStore(<SupportReportsPage />, { state, readsApiCache: true })

describe('SupportReportsPage over a mock store', () => {
  it('lists the cached reports on the shop’s clock and downloads one', async () => {
    // The mock store has no services, so the download itself fails; the test asks only that it began.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { dispatched } = await render(asAdmin([report]))
    const row = screen.getAllByRole('row')[1]!
    expect(within(row).getByText('Continue does nothing')).toBeVisible()
    expect(within(row).getByText('Spanish')).toBeVisible()
    expect(within(row).getByText(/11:00/)).toBeVisible()
    await userEvent.click(within(row).getByRole('button', { name: /^Download the report of/ }))
    const asked = dispatched().filter(supportApi.endpoints.downloadSupportReport.matchPending)
    expect(asked.map((action) => action.meta.arg.originalArgs)).toEqual([{ id: report._id }])
    quiet.mockRestore()
  })

  it('says when there are no reports yet', async () => {
    await render(asAdmin([]))
    expect(screen.getByText('No reports yet.')).toBeVisible()
  })

  it('is for administrators only', async () => {
    await render(stateWith({ session: signedInSession() }))
    expect(screen.getByText('This page is for administrators.')).toBeVisible()
  })
})
