import type { ReactElement } from 'react'
import { createMemoryRouter } from 'react-router'
import configureMockStore from 'redux-mock-store'
import { rootReducer, type RootState } from '../../../src/client/app/store'
import { createTestI18n, renderRouter } from './renderWithProviders'

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }

/** The app's initial state with each given slice's fields laid over it. */
export function stateWith(overrides: DeepPartial<RootState> = {}): RootState {
  const initial = rootReducer(undefined, { type: '@@view-test/init' })
  const state: Record<string, unknown> = { ...initial }
  for (const [slice, fields] of Object.entries(overrides)) {
    state[slice] = { ...(initial as Record<string, object>)[slice], ...fields }
  }
  return state as RootState
}

/**
 * A view test: renders `element` at `route` over a redux-mock-store in the given state, with the
 * real translations. Reducers and listeners do not run: the test reads what the view shows for
 * that state and what it dispatches (`dispatched()`), and matches the actions with the typed
 * action creators (`creator.match` or `creator.type`).
 */
export async function renderOverMockStore(
  element: ReactElement,
  { state = stateWith(), route = '/' }: { state?: RootState; route?: string } = {},
) {
  const store = configureMockStore<RootState>([])(state)
  const i18n = await createTestI18n(state.preferences.language)
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [route] })
  const view = renderRouter(store, i18n, router)
  const dispatched = () => store.getActions() as { type: string; payload?: unknown }[]
  return { ...view, store, router, dispatched }
}
