import { screen } from '@testing-library/react'
import { DefaultLayout, PageLoading } from '../../../src/client/features/layout/DefaultLayout'
import { RouteErrorPage } from '../../../src/client/features/errors/RouteErrorPage'
import { lazyPage, PRELOAD_ERROR_EVENT } from '../../../src/client/app/lazyPage'
import { renderWithProviders } from '../support/renderWithProviders'

describe('a page whose code cannot be downloaded (docs/product.md, Error catalogue)', () => {
  it('fires the preload error event and offers a reload inside the layout', async () => {
    const fired = jest.fn()
    window.addEventListener(PRELOAD_ERROR_EVENT, fired)
    const failure = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
    await renderWithProviders({
      route: '/broken',
      routes: [
        {
          path: '/',
          Component: DefaultLayout,
          HydrateFallback: PageLoading,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [{ path: 'broken', lazy: lazyPage(() => Promise.reject(failure)) }],
            },
          ],
        },
      ],
    })
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeEnabled()
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    expect(fired).toHaveBeenCalledTimes(1)
    expect((fired.mock.calls[0]![0] as CustomEvent).detail.error).toBe(failure)
    window.removeEventListener(PRELOAD_ERROR_EVENT, fired)
  })
})
