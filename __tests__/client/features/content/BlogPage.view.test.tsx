import { screen } from '@testing-library/react'
import type { RootState } from '../../../../src/client/app/store'
import BlogPage from '../../../../src/client/features/content/BlogPage'
import { summary } from './fixtures'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const withArticles = (items: ReturnType<typeof summary>[], language: 'en' | 'es' = 'en') =>
  withCached(stateWith({ preferences: { language } }), [
    { endpointName: 'listArticles', arg: language, value: { items } },
  ])

const render = (state: RootState) =>
  renderOverMockStore(<BlogPage />, { state, route: '/blog', readsApiCache: true })

describe('BlogPage over a mock store', () => {
  it('lists the cached articles with their dates and reading times', async () => {
    await render(withArticles([summary()]))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel tips for families' }),
    ).toBeVisible()
    expect(
      screen.getByRole('link', { name: /How to choose a travel cot for your holiday/ }),
    ).toHaveAttribute('href', '/article/choosing-a-travel-cot')
    expect(screen.getByText(/4 min read/)).toBeVisible()
  })

  it('says when there are no articles yet', async () => {
    await render(withArticles([]))
    expect(await screen.findByText('No articles yet. Come back soon.')).toBeVisible()
  })

  it('speaks Spanish', async () => {
    await render(withArticles([summary({ language: 'es', title: 'Cómo elegir una cuna' })], 'es'))
    expect(await screen.findByRole('link', { name: /Cómo elegir una cuna/ })).toBeVisible()
  })
})
