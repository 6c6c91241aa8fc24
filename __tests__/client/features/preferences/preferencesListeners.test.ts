import {
  languageSelected,
  selectLanguage,
} from '../../../../src/client/features/preferences/preferencesSlice'
import { createFakeServices } from '../../support/fakeServices'
import { makeTestStore } from '../../support/testStore'

describe('choosing a language', () => {
  it('switches the interface and stores the preference under `language`', async () => {
    const services = createFakeServices()
    const onListenerError = jest.fn()
    const store = makeTestStore({ services, onListenerError })

    store.dispatch(languageSelected('es'))
    await Promise.resolve()

    expect(selectLanguage(store.getState())).toBe('es')
    expect(services.localStore.get('language')).toBe('es')
    expect(services.changeLanguage).toHaveBeenCalledWith('es')
    expect(onListenerError).not.toHaveBeenCalled()
  })
})
