import { screen } from '@testing-library/react'
import SitemapPage from '../../../../src/client/features/content/SitemapPage'
import { summary } from './fixtures'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

describe('SitemapPage over a mock store', () => {
  it('links the pages and the cached articles', async () => {
    await renderOverMockStore(<SitemapPage />, {
      state: withCached(stateWith(), [
        { endpointName: 'listArticles', arg: 'en', value: { items: [summary()] } },
      ]),
      route: '/sitemap',
      readsApiCache: true,
    })
    expect(
      await screen.findByRole('link', { name: 'How to choose a travel cot for your holiday' }),
    ).toHaveAttribute('href', '/article/choosing-a-travel-cot')
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    )
  })
})
