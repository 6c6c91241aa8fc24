import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { describeApiError } from '../../lib/apiErrors'
import { formOpened, formSubmitAttempted, sendForm, type Passwords } from '../forms'
import { authApi } from './authApi'
import { profileEditRequested } from './sessionSlice'
import { selectForgotForm, selectForgotProblem } from './emailForms'
import {
  draftOf,
  profileSaveError,
  selectProfileForm,
  selectProfileProblems,
  updateOf,
} from './profileForm'
import {
  passwordsPass,
  selectSignupForm,
  selectSignupProblems,
  signupRequestOf,
} from './signupForm'

/**
 * The account forms' requests (sign-up, profile edit, password reset request), sent once the
 * draft passes the rules; loaded with the first one a traveller sends.
 */
type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

const hasProblems = (problems: object) => Object.keys(problems).length > 0

async function signUp(passwords: Passwords | undefined, listenerApi: ListenerApi) {
  const state = listenerApi.getState()
  if (!passwords || !passwordsPass(passwords) || hasProblems(selectSignupProblems(state))) return
  const request = signupRequestOf(selectSignupForm(state).draft, passwords.password)
  await sendForm(
    'signup',
    () => listenerApi.dispatch(authApi.endpoints.signUp.initiate(request)),
    (error) => (describeApiError(error).status === 429 ? 'rateLimited' : 'failed'),
    listenerApi.dispatch,
  )
}

async function saveProfile(listenerApi: ListenerApi) {
  const state = listenerApi.getState()
  const { draft } = selectProfileForm(state)
  if (!draft || hasProblems(selectProfileProblems(state))) return
  await sendForm(
    'profile',
    () => listenerApi.dispatch(authApi.endpoints.updateProfile.initiate(updateOf(draft))),
    (error) => profileSaveError(describeApiError(error).code),
    listenerApi.dispatch,
  )
}

async function requestReset(listenerApi: ListenerApi) {
  const state = listenerApi.getState()
  if (selectForgotProblem(state)) return
  const email = selectForgotForm(state).draft.email.trim()
  await sendForm(
    'forgot',
    () => listenerApi.dispatch(authApi.endpoints.requestPasswordReset.initiate({ email })),
    () => 'failed',
    listenerApi.dispatch,
  )
}

/** Edit pressed: the form opens with the profile as loaded, dated today at the traveller's. */
function openProfileForm({ dispatch, getState, extra }: ListenerApi) {
  const { data } = authApi.endpoints.getProfile.select()(getState())
  if (!data) return
  const today = new Date(extra.clock.now()).toISOString().slice(0, 10)
  dispatch(formOpened({ form: 'profile', draft: draftOf(data), openedOn: today }))
}

/** What the account pages ask of their listener (sessionListeners.ts). */
export async function onAccountEvent(action: UnknownAction, listenerApi: ListenerApi) {
  if (profileEditRequested.match(action)) openProfileForm(listenerApi)
  if (!formSubmitAttempted.match(action)) return
  const { form, passwords } = action.payload
  if (form === 'signup') await signUp(passwords, listenerApi)
  if (form === 'profile') await saveProfile(listenerApi)
  if (form === 'forgot') await requestReset(listenerApi)
}
