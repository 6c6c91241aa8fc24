import { configureStore } from '@reduxjs/toolkit'
import { rootReducer } from '../../../../src/client/app/store'
import { languageSelected } from '../../../../src/client/features/preferences/preferencesSlice'
import { createActionLog } from '../../../../src/client/features/support/actionLog'
import { replayReport } from '../../../../src/client/features/support/replay'
import { REDACTED, sanitize } from '../../../../src/client/features/support/sanitize'
import { buildSupportReport } from '../../../../src/client/features/support/supportReport'
import {
  loginSubmitted,
  type SessionState,
} from '../../../../src/client/features/session/sessionSlice'

/** A store with only the reducers and an action log of `limit` actions. */
function recordingStore(limit: number) {
  const log = createActionLog(rootReducer, limit)
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(log.middleware),
  })
  return { store, log }
}

const login = (email: string) => loginSubmitted({ email, password: 'pw', remember: true })

describe('the action log', () => {
  it('holds the state now and no action before anything happened', () => {
    const { store, log } = recordingStore(3)
    expect(log.window()).toEqual({ preloadedState: store.getState(), actions: [] })
  })

  it('keeps the latest actions and moves the start of the window forward', () => {
    const { store, log } = recordingStore(3)
    const languages = ['es', 'en', 'es', 'en', 'es'] as const
    for (const language of languages) store.dispatch(languageSelected(language))
    store.dispatch(login('ana@example.com'))

    const { preloadedState, actions } = log.window()
    expect(actions.map((action) => action.payload)).toEqual([
      'en',
      'es',
      { email: 'ana@example.com', password: 'pw', remember: true },
    ])
    // The start is the state after the three actions that left the window.
    expect(preloadedState).toMatchObject({ preferences: { language: 'es' } })
    expect(replayReport({ preloadedState: preloadedState as object, actions })).toEqual(
      store.getState(),
    )
  })

  it('leaves in a report without a secret, even in the state at the start of the window', () => {
    const { store, log } = recordingStore(1)
    store.dispatch(login('ana@example.com'))
    store.dispatch(languageSelected('es'))
    const context = { app_version: 'test', language: 'en' as const, route: '/', recorded_at: '' }
    const report = buildSupportReport(log.window(), context, '')
    const session = (JSON.parse(report.preloadedState) as { session: SessionState }).session
    expect(session.rememberedEmail).toBe(REDACTED)
    expect(JSON.parse(report.payload)).toEqual([sanitize(languageSelected('es'))])
    expect(JSON.stringify(report)).not.toContain('ana@example.com')
  })
})
