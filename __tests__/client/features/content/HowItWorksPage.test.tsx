import { screen } from '@testing-library/react'
import HowItWorksPage from '../../../../src/client/features/content/HowItWorksPage'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { renderWithProviders } from '../../support/renderWithProviders'

describe('the how-it-works page', () => {
  it('walks through the five steps and leads to search', async () => {
    await renderWithProviders({ route: '/how-it-works' })
    expect(await screen.findByRole('heading', { level: 1, name: 'How it works' })).toBeVisible()
    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(steps).toEqual([
      'Search for your dates',
      'Fill your basket',
      'Check out and pay online',
      'Pick up when you land',
      'Return before you fly',
    ])
    expect(screen.getByText(/up to 21 days, counted in calendar days/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find gear for your dates' })).toHaveAttribute(
      'href',
      '/search',
    )
    expect(document.title).toBe('How it works · TinyTrip')
  })
})

describe('HowItWorksPage over a mock store', () => {
  it('shows the five steps and dispatches nothing', async () => {
    const { dispatched } = await renderOverMockStore(<HowItWorksPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible()
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5)
    expect(dispatched()).toEqual([])
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(<HowItWorksPage />, {
      state: stateWith({ preferences: { language: 'es' } }),
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Cómo funciona' })).toBeVisible()
  })
})
