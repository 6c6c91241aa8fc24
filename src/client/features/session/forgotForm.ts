import { createSelector } from '@reduxjs/toolkit'
import { isValidEmail } from '../../../shared/domain/contactRules'
import { formSelector } from '../forms'

export type ForgotDraft = { email: string }

const blank: ForgotDraft = { email: '' }

export const selectForgotForm = formSelector<ForgotDraft>('forgot', () => blank)

/** The email's broken rule (a key of `account:Validation`), or null. */
export const selectForgotProblem = createSelector([selectForgotForm], ({ draft }) =>
  !draft.email.trim() ? 'required' : isValidEmail(draft.email) ? null : 'email',
)
