import { createSelector } from '@reduxjs/toolkit'
import { isValidEmail } from '../../../shared/domain/contactRules'
import type { RootState } from '../../app/store'
import { formSelector } from '../forms'

export type ForgotDraft = { email: string }

const blank: ForgotDraft = { email: '' }

export const selectForgotForm = formSelector<ForgotDraft>('forgot', () => blank)

/** The email's broken rule (a key of `account:Validation`), or null. */
const emailProblem = (email: string) =>
  !email.trim() ? 'required' : isValidEmail(email) ? null : 'email'

export const selectForgotProblem = createSelector([selectForgotForm], ({ draft }) =>
  emailProblem(draft.email),
)

export type LoginDraft = { email: string; remember: boolean }

const remembered = createSelector(
  [(state: RootState) => state.session.rememberedEmail],
  (email): LoginDraft => ({ email: email ?? '', remember: email !== null }),
)

/** The login form (forms.login): the remembered email until the traveller types. */
export const selectLoginForm = formSelector<LoginDraft>('login', remembered)

export const selectLoginProblem = createSelector([selectLoginForm], ({ draft }) =>
  emailProblem(draft.email),
)
