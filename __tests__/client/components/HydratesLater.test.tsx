import { render, screen, waitFor } from '@testing-library/react'
import { lazy } from 'react'
import { HydratesLater } from '../../../src/client/components/HydratesLater'

const Footer = lazy(async () => ({ default: () => <footer>Legal · Sitemap</footer> }))
const Unloadable = lazy(() => Promise.reject(new Error('Loading chunk 5798 failed.')))

describe('a part of the page whose code loads later', () => {
  it('shows once its code is there and marks itself hydrated', async () => {
    const { container } = render(
      <HydratesLater>
        <Footer />
      </HydratesLater>,
    )
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Legal · Sitemap')
    expect(container.querySelector('[data-hydrates-later]')).toHaveAttribute('data-hydrated')
  })

  it('is left out when its code cannot be downloaded, and the page around it stays', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <main>
        <h1>Travel light</h1>
        <HydratesLater>
          <Unloadable />
        </HydratesLater>
      </main>,
    )
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'A part of the page could not be loaded',
        expect.objectContaining({ message: 'Loading chunk 5798 failed.' }),
      ),
    )
    expect(screen.getByRole('heading', { name: 'Travel light' })).toBeVisible()
    expect(screen.getByRole('main').querySelector('[data-hydrates-later]')).toBeEmptyDOMElement()
    errors.mockRestore()
  })
})
