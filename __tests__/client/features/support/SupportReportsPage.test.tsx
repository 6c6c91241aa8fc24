import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SupportReportSummary } from '../../../../src/shared/contract/supportReports'
import { installFakeApi, reply, type FakeApi, type FakeReply } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { renderWithProviders } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'
import type { RootState } from '../../../../src/client/app/store'
import { supportApi } from '../../../../src/client/features/support/supportApi'
import SupportReportsPage from '../../../../src/client/features/support/SupportReportsPage'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

let api: FakeApi
afterEach(() => api?.restore())

const ROUTE = '/admin/support-reports'

const report = (overrides: Partial<SupportReportSummary> = {}): SupportReportSummary => ({
  _id: '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01',
  created_at: '2027-03-01T09:30:00.000Z',
  description: 'The calendar does not open',
  route: '/search',
  language: 'es',
  app_version: '0.1.0',
  user_id: 'u7',
  size_bytes: 2048,
  ...overrides,
})

const reportFile = JSON.stringify({ payload: '[]', preloadedState: '{}', description: 'x' })

async function showReports(
  list: FakeReply,
  options: { role?: 'admin' | 'user'; language?: 'en' | 'es' } = {},
) {
  api = installFakeApi({
    'GET /api/support/reports': list,
    'GET /api/support/reports/:id': { body: JSON.parse(reportFile) as unknown },
  })
  const services = createFakeServices({ path: ROUTE })
  const view = await renderWithProviders({
    route: ROUTE,
    services,
    preloadedState: {
      session: signedInSession({
        user: { id: 'a1', role: options.role ?? 'admin' },
        accessToken: 'admin-token',
      }),
      preferences: { language: options.language ?? 'en' },
    },
  })
  return { ...view, user: userEvent.setup() }
}

describe('support reports (/admin/support-reports)', () => {
  it('lists reports with their date, description, page and language', async () => {
    await showReports({ body: { reports: [report(), report({ _id: 'r2', language: 'en' })] } })
    const rows = await screen.findAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toHaveTextContent('1 March 2027')
    expect(rows[1]).toHaveTextContent('10:30')
    expect(rows[1]).toHaveTextContent('The calendar does not open')
    expect(rows[1]).toHaveTextContent('/search')
    expect(rows[1]).toHaveTextContent('Spanish')
    expect(rows[2]).toHaveTextContent('English')
    const [call] = api.callsTo('GET /api/support/reports')
    expect(call?.headers.authorization).toBe('Bearer admin-token')
    expect(call?.url.searchParams.get('offset')).toBe('0')
  })

  it('downloads a report with the admin’s token and saves it as it came', async () => {
    const { user, services } = await showReports({ body: { reports: [report()] } })
    const row = (await screen.findAllByRole('row'))[1]!
    await user.click(within(row).getByRole('button', { name: /Download the report of/ }))
    await waitFor(() => expect(services.download).toHaveBeenCalledTimes(1))
    const [download] = api.callsTo(`GET /api/support/reports/${report()._id}`)
    expect(download?.headers.authorization).toBe('Bearer admin-token')
    expect(services.download).toHaveBeenCalledWith(
      `tinytrip-report-${report()._id}.json`,
      reportFile,
    )
  })

  it('says when a report cannot be downloaded', async () => {
    const { user, services } = await showReports({ body: { reports: [report()] } })
    api.on('GET /api/support/reports/:id', reply(404, { code: 'NOT_FOUND' }))
    const row = (await screen.findAllByRole('row'))[1]!
    await user.click(within(row).getByRole('button', { name: /Download the report of/ }))
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The report could not be downloaded.',
    )
    expect(services.download).not.toHaveBeenCalled()
  })

  it('says when there is no report yet', async () => {
    await showReports({ body: { reports: [] } })
    expect(await screen.findByText('No reports yet.')).toBeVisible()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    const { user } = await showReports(reply(500, { code: 'INTERNAL_ERROR' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The reports could not be loaded.')
    api.on('GET /api/support/reports', { body: { reports: [report()] } })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('The calendar does not open')).toBeVisible()
  })

  it('is for admins only: a traveller sees why and nothing is asked of the server', async () => {
    await showReports({ body: { reports: [report()] } }, { role: 'user' })
    expect(await screen.findByText('This page is for administrators.')).toBeVisible()
    expect(api.calls).toEqual([])
  })

  it('sends a guest to log in first', async () => {
    api = installFakeApi()
    const { router } = await renderWithProviders({ route: ROUTE })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(ROUTE)}`)
  })

  it('speaks Spanish', async () => {
    await showReports({ body: { reports: [report()] } }, { language: 'es' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informes de soporte' }),
    ).toBeVisible()
    const rows = await screen.findAllByRole('row')
    expect(rows[1]).toHaveTextContent('Español')
    expect(within(rows[1]!).getByRole('button', { name: /Descargar el informe del/ })).toBeVisible()
  })
})

const cachedReport = {
  _id: '5b0c3c7e-6b1a-4c62-9d55-0f4c8d2e7a10',
  created_at: '2027-03-01T10:00:00.000Z',
  description: 'Continue does nothing',
  route: '/search',
  language: 'es' as const,
  app_version: '1.0.0',
  user_id: null,
  size_bytes: 2048,
}

const asAdmin = (reports: (typeof cachedReport)[]) =>
  withCached(stateWith({ session: signedInSession({ user: { id: 'a1', role: 'admin' } }) }), [
    { endpointName: 'listSupportReports', arg: { offset: 0 }, value: { reports } },
  ])

const render = (state: RootState) =>
  renderOverMockStore(<SupportReportsPage />, { state, readsApiCache: true })

describe('SupportReportsPage over a mock store', () => {
  it('lists the cached reports on the shop’s clock and downloads one', async () => {
    // The mock store has no services, so the download itself fails; the test asks only that it began.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { dispatched } = await render(asAdmin([cachedReport]))
    const row = screen.getAllByRole('row')[1]!
    expect(within(row).getByText('Continue does nothing')).toBeVisible()
    expect(within(row).getByText('Spanish')).toBeVisible()
    expect(within(row).getByText(/11:00/)).toBeVisible()
    await userEvent.click(within(row).getByRole('button', { name: /^Download the report of/ }))
    const asked = dispatched().filter(supportApi.endpoints.downloadSupportReport.matchPending)
    expect(asked.map((action) => action.meta.arg.originalArgs)).toEqual([{ id: cachedReport._id }])
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
