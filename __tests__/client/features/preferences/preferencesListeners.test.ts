import {
  languageSelected,
  selectLanguage,
  selectTheme,
  themeSelected,
} from '../../../../src/client/features/preferences/preferencesSlice'
import { createFakeServices } from '../../support/fakeServices'
import { makePersistedTestStore } from '../../support/testStore'

async function setup(options: Parameters<typeof createFakeServices>[0] = {}) {
  const services = createFakeServices(options)
  const onListenerError = jest.fn()
  const { store, saved } = await makePersistedTestStore({ services, onListenerError })
  return { store, services, saved, onListenerError }
}

describe('choosing a language', () => {
  it('switches the interface and stores the preference under `language`', async () => {
    const { store, services, saved, onListenerError } = await setup()
    store.dispatch(languageSelected('es'))
    await saved()
    expect(selectLanguage(store.getState())).toBe('es')
    expect(services.localStore.snapshot()).toEqual({ language: 'es' })
    expect(services.changeLanguage).toHaveBeenCalledWith('es')
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

describe('choosing the colours (theme)', () => {
  it('applies dark at once and keeps it under `theme`', async () => {
    const { store, services, saved } = await setup()
    store.dispatch(themeSelected('dark'))
    await saved()
    expect(services.applyTheme).toHaveBeenLastCalledWith('dark')
    expect(services.localStore.snapshot()).toEqual({ theme: 'dark' })
  })

  it('forgets the key when the traveller goes back to following the system', async () => {
    const { store, services, saved } = await setup({ local: { theme: 'light' } })
    expect(selectTheme(store.getState())).toBe('light')
    store.dispatch(themeSelected('system'))
    await saved()
    expect(services.applyTheme).toHaveBeenLastCalledWith('system')
    expect(services.localStore.snapshot()).toEqual({})
  })

  it('applies a stored choice at start-up and drops a value it does not know', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const dark = await setup({ local: { theme: 'dark' } })
    expect(dark.services.applyTheme).toHaveBeenCalledWith('dark')
    const odd = await setup({ local: { theme: 'purple', language: 'fr' } })
    expect(selectTheme(odd.store.getState())).toBe('system')
    expect(odd.services.localStore.snapshot()).toEqual({})
    error.mockRestore()
  })
})
