import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { selectConsentRecord } from '../../../../src/client/features/consent/consentSlice'
import { fakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { renderWithProviders } from '../../support/renderWithProviders'

let api: ReturnType<typeof fakeApi>
beforeEach(() => {
  api = fakeApi({ '/api/client-config': { analytics_measurement_id: null } })
})
afterEach(() => api.restore())

const banner = () => screen.findByRole('region', { name: /cookies/i })
const saved = { essential: true as const, analytics: false, timestamp: '2027-02-01T09:00:00.000Z' }

describe('the cookie banner', () => {
  it('greets a first visit with a summary, a read-more toggle and the two choices', async () => {
    await renderWithProviders({ route: '/' })
    const region = await banner()
    expect(within(region).getByRole('heading', { name: 'We use cookies' })).toBeVisible()
    const toggle = within(region).getByRole('button', { name: 'Read more' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(region).queryByText(/Google Analytics count visits/)).not.toBeVisible()

    await userEvent.click(toggle)
    expect(within(region).getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(within(region).getByText(/Google Analytics count visits/)).toBeVisible()
    expect(within(region).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/legal/en#cookies',
    )
    expect(within(region).getByRole('button', { name: 'Accept all' })).toBeVisible()
    expect(within(region).getByRole('button', { name: 'Essential only' })).toBeVisible()
  })

  it('essential only leads to the customise view, and accept selection saves analytics off', async () => {
    const { store, services, saved } = await renderWithProviders({ route: '/' })
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Essential only' }))

    const region = await banner()
    const heading = within(region).getByRole('heading', { name: 'Choose your cookies' })
    expect(heading).toHaveFocus()
    const essential = within(region).getByRole('switch', { name: 'Essential cookies' })
    expect(essential).toBeChecked()
    expect(essential).toBeDisabled()
    const analytics = within(region).getByRole('switch', { name: 'Analytics cookies' })
    expect(analytics).not.toBeChecked()
    expect(within(region).queryByRole('button', { name: 'Close without changes' })).toBeNull()

    await userEvent.click(within(region).getByRole('button', { name: 'Accept selection' }))
    expect(screen.queryByRole('region', { name: /cookies/i })).toBeNull()
    expect(selectConsentRecord(store.getState())?.analytics).toBe(false)
    await saved()
    expect(JSON.parse(services.localStore.snapshot().cookie_consent ?? '{}')).toMatchObject({
      essential: true,
      analytics: false,
    })
    expect(services.gtag).not.toHaveBeenCalled()
  })

  it('is usable from the keyboard alone', async () => {
    const { store } = await renderWithProviders({ route: '/' })
    const region = await banner()
    within(region).getByRole('button', { name: 'Essential only' }).focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.tab()
    expect(screen.getByRole('switch', { name: 'Analytics cookies' })).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(screen.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Accept selection' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(selectConsentRecord(store.getState())?.analytics).toBe(true)
  })

  it('stays away once a choice is saved, and Cookie settings in the footer reopens it', async () => {
    const services = createFakeServices({ local: { cookie_consent: JSON.stringify(saved) } })
    const { store } = await renderWithProviders({
      route: '/',
      services,
      preloadedState: { consent: { record: saved, banner: 'hidden', analyticsSwitch: false } },
    })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: /cookies/i })).toBeNull()

    const settings = screen.getByRole('button', { name: 'Cookie settings' })
    await userEvent.click(settings)
    const region = await banner()
    expect(within(region).getByRole('heading', { name: 'Choose your cookies' })).toHaveFocus()
    expect(within(region).getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('region', { name: /cookies/i })).toBeNull())
    expect(settings).toHaveFocus()
    expect(selectConsentRecord(store.getState())).toEqual(saved)

    await userEvent.click(settings)
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics cookies' }))
    await userEvent.click(screen.getByRole('button', { name: 'Accept selection' }))
    expect(selectConsentRecord(store.getState())?.analytics).toBe(true)
    expect(settings).toHaveFocus()
  })

  it('speaks Spanish', async () => {
    await renderWithProviders({ route: '/', preloadedState: { preferences: { language: 'es' } } })
    const region = await screen.findByRole('region', { name: 'Usamos cookies' })
    expect(within(region).getByRole('button', { name: 'Aceptar todas' })).toBeVisible()
    expect(within(region).getByRole('button', { name: 'Solo esenciales' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Configurar cookies' })).toBeVisible()
  })
})
