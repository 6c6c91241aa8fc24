import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { depositLinkFeature } from '../../../../src/client/features/deposit/depositLinkListeners'
import {
  depositHoldRequested,
  depositLinkOpened,
  selectDepositLink,
} from '../../../../src/client/features/deposit/depositLinkSlice'
import { parseReport } from '../../../../src/client/features/support/replay'
import { reportDownloadRequested } from '../../../../src/client/features/support/supportSlice'
import { basketStore, settle, until } from '../../support/basketStore'
import { failure } from '../../support/bookings'
import { LINK_TOKEN, linkView } from '../../support/depositLinks'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'

let api: FakeApi
afterEach(() => api.restore())

/** A family on its deposit link: it reads it, tries to place the hold, comes back, reports. */
async function reportFromTheDepositLink() {
  api = installFakeApi({
    'POST /api/deposit-links/view': { body: linkView() },
    'POST /api/deposit-links/checkout': failure(503, 'PAYMENT_PROVIDER_UNAVAILABLE'),
  })
  const address = `/deposit?placed=1#${LINK_TOKEN}`
  const services = createFakeServices({ path: address })
  const session = basketStore({ services })
  const { store } = session
  store.dispatch(featureInjected(depositLinkFeature))
  store.dispatch(depositLinkOpened({ token: LINK_TOKEN, returned: true }))
  await until(() => selectDepositLink(store.getState()).status === 'read')
  store.dispatch(depositHoldRequested({ token: LINK_TOKEN }))
  await until(() => selectDepositLink(store.getState()).placeError === 'FAILED')
  await settle()
  store.dispatch(reportDownloadRequested({ description: 'The button does nothing' }))
  await until(() => services.download.mock.calls.length > 0)
  return { ...session, text: services.download.mock.calls[0]![1] }
}

test('a support report made on the deposit link page never holds the link’s token', async () => {
  const { text, onListenerError } = await reportFromTheDepositLink()
  expect(api.callsTo('POST /api/deposit-links/checkout')).toHaveLength(1)
  expect(text).not.toContain(LINK_TOKEN)
  expect(text).not.toContain(LINK_TOKEN.slice(3, 20))
  const report = JSON.parse(text) as { tinytrip: { route: string } }
  expect(report.tinytrip.route).toBe('/deposit')
  const types = parseReport(text).actions.map((action) => action.type)
  expect(types).toEqual(
    expect.arrayContaining([
      depositLinkOpened.type,
      'api/executeMutation/pending',
      'api/executeMutation/fulfilled',
      depositHoldRequested.type,
      'api/executeMutation/rejected',
    ]),
  )
  expect(onListenerError).not.toHaveBeenCalled()
})
