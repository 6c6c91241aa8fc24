import { screen } from '@testing-library/react'
import NotFoundPage from '../../../../src/client/features/errors/NotFoundPage'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

describe('NotFoundPage over a mock store', () => {
  it('says the page is not there, links home and dispatches nothing', async () => {
    const { dispatched } = await renderOverMockStore(<NotFoundPage />, { route: '/nowhere' })
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    expect(dispatched()).toEqual([])
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(<NotFoundPage />, {
      state: stateWith({ preferences: { language: 'es' } }),
    })
    expect(screen.getByRole('link', { name: /inicio/i })).toBeVisible()
  })
})
