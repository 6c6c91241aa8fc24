import { isAnyOf } from '@reduxjs/toolkit'
import { api } from '../../app/api'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { paths } from '../../app/paths'
import { formSubmitAttempted } from '../forms'
import { languageSelected } from '../preferences'
import {
  loggedIn,
  loginSubmitted,
  logoutRequested,
  refreshRequested,
  selectAccessTokenExpiresAt,
  selectIsAuthenticated,
  selectProfileSummary,
  sessionCleared,
  sessionStarted,
  tokensRefreshed,
} from './sessionSlice'

/** Refresh this long before the access token expires, so requests rarely meet a 401. */
export const REFRESH_AHEAD_MS = 60_000

/** The requests of the session machine load with the first one a signed-in traveller needs. */
const flows = () => import(/* webpackChunkName: "sessionFlows" */ './sessionFlows')
/** The account forms' requests load with the first form a traveller sends. */
const accountFlows = () => import(/* webpackChunkName: "accountFlows" */ './accountFlows')

export function addSessionListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: loginSubmitted,
    effect: async ({ payload }, listenerApi) => {
      await (await flows()).signIn(payload, listenerApi)
    },
  })

  startAppListening({
    actionCreator: formSubmitAttempted,
    effect: async ({ payload }, listenerApi) =>
      (await accountFlows()).sendAccountForm(payload, listenerApi),
  })

  // The profile is read again at sign-in, start-up and each token renewal: a name or a language
  // changed on another device arrives without a reload.
  startAppListening({
    matcher: isAnyOf(loggedIn, sessionStarted, tokensRefreshed),
    effect: async (action, listenerApi) => {
      if (!selectIsAuthenticated(listenerApi.getState())) return
      await (await flows()).refreshProfile(loggedIn.match(action), listenerApi)
    },
  })

  startAppListening({
    actionCreator: languageSelected,
    effect: async ({ payload }, listenerApi) => {
      const profile = selectProfileSummary(listenerApi.getState())
      if (!profile || profile.language_preference === payload) return
      await (
        await flows()
      ).followLanguage({ ...profile, language_preference: payload }, listenerApi)
    },
  })

  // State machines (docs/product.md): refresh timer: ahead of expiry (at once when start-up found
  // the access token expired, so guarded pages wait for it), cancelled when the session is cleared.
  startAppListening({
    matcher: isAnyOf(sessionStarted, loggedIn, tokensRefreshed),
    effect: async (_action, { cancelActiveListeners, condition, dispatch, getState, extra }) => {
      cancelActiveListeners()
      const expiresAt = selectAccessTokenExpiresAt(getState())
      if (expiresAt === null) return
      const wait = expiresAt - REFRESH_AHEAD_MS - extra.clock.now()
      if (wait <= 0 && expiresAt <= extra.clock.now()) {
        dispatch(refreshRequested())
        return
      }
      const cleared = await condition(sessionCleared.match, Math.max(0, wait))
      if (!cleared) dispatch(refreshRequested())
    },
  })

  startAppListening({
    actionCreator: refreshRequested,
    effect: async (_action, listenerApi) => {
      // One renewal at a time: requests that meet a 401 meanwhile wait for its answer.
      if (listenerApi.getOriginalState().session.refreshing) return
      await (await flows()).renewTokens(listenerApi)
    },
  })

  startAppListening({
    actionCreator: logoutRequested,
    effect: async (_action, listenerApi) => {
      await (await flows()).signOut(listenerApi)
    },
  })

  // State machines (docs/product.md): clearing: cached data dropped, and back to login when it was
  // not chosen.
  startAppListening({
    actionCreator: sessionCleared,
    effect: ({ payload }, { dispatch, extra }) => {
      dispatch(api.util.resetApiState())
      if (payload.reason === 'logout') {
        extra.navigate(paths.home.to())
        return
      }
      const here = extra.page.address()
      if (!here.startsWith(paths.login.path))
        extra.navigate(paths.login.to(here), { replace: true })
    },
  })
}
