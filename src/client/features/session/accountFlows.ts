import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { describeApiError } from '../../lib/apiErrors'
import { sendForm, type FormName, type Passwords } from '../forms'
import { authApi } from './authApi'
import { selectForgotForm, selectForgotProblem } from './emailForms'
import { profileSaveError, selectProfileForm, selectProfileProblems, updateOf } from './profileForm'
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

/** Sends the account form `form` when its draft passes the rules (sessionListeners.ts). */
export async function sendAccountForm(
  { form, passwords }: { form: FormName; passwords?: Passwords },
  listenerApi: ListenerApi,
) {
  if (form === 'signup') await signUp(passwords, listenerApi)
  if (form === 'profile') await saveProfile(listenerApi)
  if (form === 'forgot') await requestReset(listenerApi)
}
