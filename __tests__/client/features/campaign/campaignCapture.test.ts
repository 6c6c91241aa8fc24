import {
  campaignLanded,
  selectCampaign,
} from '../../../../src/client/features/campaign/campaignSlice'
import { createFakeServices } from '../../support/fakeServices'
import { makePersistedTestStore } from '../../support/testStore'

/** First load: what the browser session kept is restored, then the landing address is read. */
async function land(options: Parameters<typeof createFakeServices>[0]) {
  const services = createFakeServices(options)
  const onListenerError = jest.fn()
  const { store, saved } = await makePersistedTestStore({ services, onListenerError })
  store.dispatch(campaignLanded())
  await saved()
  expect(onListenerError).not.toHaveBeenCalled()
  return { services, campaign: selectCampaign(store.getState()) }
}

describe('capturing campaign parameters on first load (docs/product.md, Records and storage)', () => {
  it('keeps the seven tracked parameters with the landing time under `utm`', async () => {
    const { services, campaign } = await land({
      now: Date.parse('2027-03-01T10:00:00Z'),
      search:
        '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=car+seat' +
        '&utm_content=hero&gclid=abc123&fbclid=fb456&lang=es&other=ignored',
    })
    const expected = {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'car seat',
      utm_content: 'hero',
      gclid: 'abc123',
      fbclid: 'fb456',
      timestamp: '2027-03-01T10:00:00.000Z',
    }
    expect(campaign).toEqual(expected)
    expect(JSON.parse(services.sessionStore.snapshot().utm ?? 'null')).toEqual(expected)
    expect(services.localStore.snapshot()).toEqual({})
  })

  it('keeps only the parameters present, and ignores empty ones', async () => {
    const { campaign } = await land({ search: '?utm_source=instagram&utm_medium=&gclid=%20' })
    expect(campaign).toEqual({ utm_source: 'instagram', timestamp: expect.any(String) })
  })

  it('stores nothing when the address carries no campaign', async () => {
    const { services, campaign } = await land({ search: '?lang=es' })
    expect(campaign).toBeNull()
    expect(services.sessionStore.snapshot()).toEqual({})
  })

  it('keeps the campaign of this browser session when a later page load has none', async () => {
    const earlier = JSON.stringify({ utm_source: 'google', timestamp: '2027-03-01T08:00:00.000Z' })
    const { campaign } = await land({ search: '', session: { utm: earlier } })
    expect(campaign).toEqual({ utm_source: 'google', timestamp: '2027-03-01T08:00:00.000Z' })
  })

  it('replaces the session campaign when a new one arrives', async () => {
    const earlier = JSON.stringify({ utm_source: 'google', timestamp: '2027-03-01T08:00:00.000Z' })
    const { services, campaign } = await land({
      search: '?utm_source=facebook',
      session: { utm: earlier },
    })
    expect(campaign?.utm_source).toBe('facebook')
    expect(JSON.parse(services.sessionStore.snapshot().utm ?? '{}').utm_source).toBe('facebook')
  })

  it('cuts values longer than 200 characters', async () => {
    const { campaign } = await land({ search: `?utm_campaign=${'x'.repeat(500)}` })
    expect(campaign?.utm_campaign).toHaveLength(200)
  })

  it('discards an unreadable stored campaign and logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const bad of [
      '{oops',
      '{"utm_source":"x"}',
      '{"utm_source":7,"timestamp":"2027-01-01"}',
    ]) {
      const { services, campaign } = await land({ session: { utm: bad } })
      expect(campaign).toBeNull()
      expect(services.sessionStore.snapshot()).toEqual({})
    }
    expect(error).toHaveBeenCalledTimes(3)
    error.mockRestore()
  })
})
