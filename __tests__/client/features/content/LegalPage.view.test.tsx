import { screen } from '@testing-library/react'
import LegalPage from '../../../../src/client/features/content/LegalPage'
import { legalPage } from './fixtures'
import { atRoute } from '../../support/atRoute'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const page = atRoute('/legal/:locale', <LegalPage />)

describe('LegalPage over a mock store', () => {
  it('shows the legal text in the language of the address', async () => {
    await renderOverMockStore(page, {
      state: withCached(stateWith(), [
        { endpointName: 'getLegalPage', arg: 'es', value: legalPage('es') },
      ]),
      route: '/legal/es',
      readsApiCache: true,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso legal, privacidad y cookies' }),
    ).toBeVisible()
  })

  it('is not a page in another language', async () => {
    await renderOverMockStore(page, { route: '/legal/fr', readsApiCache: true })
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
})
