import { screen } from '@testing-library/react'
import HowItWorksPage from '../../../../src/client/features/content/HowItWorksPage'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

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
