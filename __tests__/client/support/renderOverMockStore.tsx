import type { ReactElement } from 'react'
import { createMemoryRouter } from 'react-router'
import configureMockStore from 'redux-mock-store'
import { addListener } from '@reduxjs/toolkit'
import { withExtraArgument } from 'redux-thunk'
import { api } from '../../../src/client/app/api'
import { createRootReducer, type RootState } from '../../../src/client/app/store'
import { checkoutSlice } from '../../../src/client/features/checkout/checkoutSlice'
import { searchSlice } from '../../../src/client/features/search/searchSlice'
import { supportSlice } from '../../../src/client/features/support/supportSlice'
import { createTestI18n, renderRouter } from './renderWithProviders'

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }

/** Every slice a view may show, the lazily loaded features' included. */
type ViewState = { [K in keyof RootState]-?: NonNullable<RootState[K]> }

/** The reducers with the lazily loaded features' slices in place, for views that show them. */
const viewReducer = createRootReducer()
  .inject(searchSlice)
  .inject(checkoutSlice)
  .inject(supportSlice)

/** The app's initial state with each given slice's fields laid over it. */
export function stateWith(overrides: DeepPartial<ViewState> = {}): RootState {
  const initial = viewReducer(undefined, { type: '@@view-test/init' })
  const state: Record<string, unknown> = { ...initial }
  for (const [slice, fields] of Object.entries(overrides)) {
    state[slice] = { ...(initial as Record<string, object>)[slice], ...fields }
  }
  return state as RootState
}

/**
 * The state with RTK Query's cache holding `entries`, for a view that reads it through a query
 * hook (`readsApiCache` below): `withCached(state, [{ endpointName, arg, value }])`.
 */
export const withCached = (
  state: RootState,
  entries: { endpointName: string; arg: unknown; value: unknown }[],
): RootState => viewReducer(state, api.util.upsertQueryEntries(entries as never))

/**
 * A view test: renders `element` at `route` over a redux-mock-store in the given state, with the
 * real translations. Reducers and listeners do not run: the test reads what the view shows for
 * that state and what it dispatches (`dispatched()`), and matches the actions with the typed
 * action creators (`creator.match` or `creator.type`).
 */
export async function renderOverMockStore(
  element: ReactElement,
  {
    state = stateWith(),
    route = '/',
    readsApiCache = false,
    routeError,
  }: {
    state?: RootState
    route?: string
    /**
     * The view reads RTK Query's cache through a query hook: the mock store gets the API's
     * middleware, so the hook finds what `withCached` put in the state without a request (the
     * state never changes, so a query not in it stays loading).
     */
    readsApiCache?: boolean
    /** The view is a route's error page: the route fails with this when it loads. */
    routeError?: unknown
  } = {},
) {
  // A view of a lazily loaded feature brings it into the store first (lazyFeature.ts): here there
  // is no reducer to join, and the listeners it adds are wiring, not what the view dispatches.
  const joinsNothing = withExtraArgument({ rootReducer: { inject: () => undefined } })
  const middleware = readsApiCache ? [joinsNothing, api.middleware] : [joinsNothing]
  const store = configureMockStore<RootState>(middleware as [])(state)
  const i18n = await createTestI18n(state.preferences.language)
  const fails = () => {
    throw routeError
  }
  const routes =
    routeError === undefined
      ? [{ path: '*', element }]
      : [
          {
            path: '*',
            loader: fails,
            // Neither shows: the loader fails before the page would render.
            Component: () => null,
            HydrateFallback: () => null,
            errorElement: element,
          },
        ]
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const view = renderRouter(store, i18n, router)
  const dispatched = () =>
    (store.getActions() as { type: string; payload?: unknown }[]).filter(
      (action) => !addListener.match(action),
    )
  return { ...view, store, router, dispatched }
}
