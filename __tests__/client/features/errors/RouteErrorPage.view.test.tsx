import { screen } from '@testing-library/react'
import { PageLoadError } from '../../../../src/client/app/lazyPage'
import { RouteErrorPage } from '../../../../src/client/features/errors/RouteErrorPage'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

describe('RouteErrorPage over a mock store', () => {
  it('says a page that crashed went wrong, offers a reload and dispatches nothing', async () => {
    const { dispatched } = await renderOverMockStore(<RouteErrorPage />, {
      routeError: new Error('boom'),
    })
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible()
    expect(dispatched()).toEqual([])
  })

  it('says a page whose code did not arrive could not be loaded, in Spanish too', async () => {
    await renderOverMockStore(<RouteErrorPage />, {
      routeError: new PageLoadError(new Error('chunk failed')),
      state: stateWith({ preferences: { language: 'es' } }),
    })
    expect(
      await screen.findByRole('heading', { name: 'No se ha podido cargar esta página' }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Volver a cargar la página' })).toBeVisible()
  })
})
