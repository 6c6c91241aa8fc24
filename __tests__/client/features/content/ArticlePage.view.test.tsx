import { screen } from '@testing-library/react'
import ArticlePage from '../../../../src/client/features/content/ArticlePage'
import { article } from './fixtures'
import { atRoute } from '../../support/atRoute'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const page = atRoute('/article/:id', <ArticlePage />)
const id = 'choosing-a-travel-cot'

describe('ArticlePage over a mock store', () => {
  it('shows the cached article with its headings and links', async () => {
    await renderOverMockStore(page, {
      state: withCached(stateWith(), [
        { endpointName: 'getArticle', arg: { id, language: 'en' }, value: article() },
      ]),
      route: `/article/${id}`,
      readsApiCache: true,
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How to choose a travel cot for your holiday',
      }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'What to look for' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Search your dates' })).toHaveAttribute(
      'href',
      '/search',
    )
  })
})
