import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { renderWithProviders } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'

let api: FakeApi
afterEach(() => api.restore())

/** The how-it-works page (no request of its own) with the support endpoint faked. */
async function showPage(
  options: { language?: 'en' | 'es'; signedIn?: boolean; role?: 'user' | 'admin' } = {},
) {
  api = installFakeApi({
    'POST /api/support/reports': reply(201, { _id: 'r1', created_at: '2027-03-01T10:00:00Z' }),
  })
  const services = createFakeServices({ path: '/how-it-works' })
  const session = options.signedIn
    ? { session: signedInSession({ user: { id: 'u1', role: options.role ?? 'user' } }) }
    : {}
  const view = await renderWithProviders({
    route: '/how-it-works',
    services,
    preloadedState: { ...session, preferences: { language: options.language ?? 'en' } },
  })
  await screen.findByRole('heading', { level: 1 })
  return { ...view, user: userEvent.setup() }
}

async function openFromFooter(user: ReturnType<typeof userEvent.setup>, name = 'Report a problem') {
  await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name }))
  return screen.findByRole('dialog', { name })
}

const accountMenu = () => document.getElementById('user-menu')!

describe('Report a problem', () => {
  it('opens from the footer as a dialog with the focus in the description', async () => {
    const { user } = await showPage()
    const dialog = await openFromFooter(user)
    expect(within(dialog).getByRole('textbox', { name: 'What happened?' })).toHaveFocus()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
  })

  it('asks for a description before downloading or sending anything', async () => {
    const { user, services } = await showPage()
    const dialog = await openFromFooter(user)
    await user.click(within(dialog).getByRole('button', { name: 'Download report' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send to support' }))
    expect(
      within(dialog).getByRole('textbox', { name: 'What happened?' }),
    ).toHaveAccessibleDescription(/Please describe the problem/)
    expect(services.download).not.toHaveBeenCalled()
    expect(api.calls).toEqual([])
  })

  it('refuses a description longer than 2000 characters', async () => {
    const { user, services } = await showPage()
    const dialog = await openFromFooter(user)
    const field = within(dialog).getByRole('textbox', { name: 'What happened?' })
    await user.click(field)
    await user.paste('x'.repeat(2001))
    await user.click(within(dialog).getByRole('button', { name: 'Download report' }))
    expect(field).toHaveAccessibleDescription(/under 2000 characters/)
    expect(services.download).not.toHaveBeenCalled()
  })

  it('downloads the report in the Redux DevTools import format', async () => {
    const { user, services } = await showPage()
    const dialog = await openFromFooter(user)
    await user.type(within(dialog).getByRole('textbox'), 'The calendar does not open')
    await user.click(within(dialog).getByRole('button', { name: 'Download report' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The report has been saved to your device.',
    )
    const [fileName, text] = services.download.mock.calls[0]!
    expect(fileName).toMatch(/^tinytrip-report-.+\.json$/)
    const report = JSON.parse(text) as Record<string, string>
    const actions = JSON.parse(report.payload!) as { type: string }[]
    expect(actions.map((action) => action.type)).toContain('support/reportDialogOpened')
    expect(JSON.parse(report.preloadedState!)).toHaveProperty('basket')
    expect(report.description).toBe('The calendar does not open')
    expect(report.tinytrip).toMatchObject({ language: 'en', route: '/how-it-works' })
  })

  it('sends the report to support with the traveller’s token and says it arrived', async () => {
    const { user } = await showPage({ signedIn: true })
    const dialog = await openFromFooter(user)
    await user.type(within(dialog).getByRole('textbox'), 'Payment page froze')
    await user.click(within(dialog).getByRole('button', { name: 'Send to support' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you. Your report has reached our support team.',
    )
    const [call] = api.callsTo('POST /api/support/reports')
    expect(call?.headers.authorization).toBe('Bearer access-1')
    const body = call?.body as { description: string; report: Record<string, unknown> }
    expect(body.description).toBe('Payment page froze')
    expect(Object.keys(body.report).sort()).toEqual(['payload', 'preloadedState', 'tinytrip'])
    expect(body.report.tinytrip).toMatchObject({ route: '/how-it-works', language: 'en' })
    expect(JSON.stringify(body)).not.toContain('emma@example.com')
  })

  it('says when the report could not be sent', async () => {
    const { user } = await showPage()
    api.on('POST /api/support/reports', reply(500, { code: 'INTERNAL_ERROR' }))
    const dialog = await openFromFooter(user)
    await user.type(within(dialog).getByRole('textbox'), 'Nothing loads')
    await user.click(within(dialog).getByRole('button', { name: 'Send to support' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not send your report.',
    )
  })

  it('keeps the focus inside while it is open', async () => {
    const { user } = await showPage()
    const dialog = await openFromFooter(user)
    await user.tab({ shift: true })
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(within(dialog).getByRole('button', { name: 'Send to support' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('closes with Escape and gives the focus back to the footer button', async () => {
    const { user } = await showPage()
    await openFromFooter(user)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Report a problem' }),
    ).toHaveFocus()
  })

  it('speaks Spanish', async () => {
    const { user } = await showPage({ language: 'es' })
    const dialog = await openFromFooter(user, 'Informar de un problema')
    expect(within(dialog).getByRole('button', { name: 'Descargar informe' })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Enviar a soporte' })).toBeVisible()
  })

  it('is in the account menu, where admins also find the support reports', async () => {
    const { user } = await showPage({ signedIn: true, role: 'admin' })
    await user.click(screen.getByRole('button', { name: 'Account menu for Emma Taylor (ET)' }))
    expect(screen.getByRole('link', { name: 'Support reports' })).toHaveAttribute(
      'href',
      '/admin/support-reports',
    )
    await user.click(within(accountMenu()).getByRole('button', { name: 'Report a problem' }))
    expect(await screen.findByRole('dialog', { name: 'Report a problem' })).toBeVisible()
    expect(accountMenu()).toBeNull()
  })

  it('shows travellers no support reports link', async () => {
    const { user } = await showPage({ signedIn: true })
    await user.click(screen.getByRole('button', { name: 'Account menu for Emma Taylor (ET)' }))
    expect(within(accountMenu()).getByRole('button', { name: 'Report a problem' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Support reports' })).not.toBeInTheDocument()
  })
})
