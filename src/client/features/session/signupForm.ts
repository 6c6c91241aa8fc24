import { createSelector } from '@reduxjs/toolkit'
import type { SignupRequest } from '../../../shared/contract/accounts'
import { isValidEmail, isValidPhone } from '../../../shared/domain/contactRules'
import type { Language } from '../../../shared/domain/languages'
import { unmetPasswordRequirements } from '../../../shared/domain/passwordRules'
import { formSelector, type Passwords } from '../forms'
import { selectLanguage } from '../preferences'

/** The sign-up form as typed, all but the passwords (which never reach the store). */
export type SignupDraft = {
  first_name: string
  last_name: string
  email: string
  phone: string
  language_preference: Language
  data_consent: boolean
  marketing: boolean
}

export type SignupField = 'first_name' | 'last_name' | 'email' | 'phone' | 'data_consent'
/** Validation messages (docs/product.md), keys of `account:Validation`. */
export type SignupProblem = 'required' | 'email' | 'phone' | 'consentRequired'

export const signupDraftFor = (language: Language): SignupDraft => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  language_preference: language,
  data_consent: false,
  marketing: false,
})

const blankDraft = createSelector([selectLanguage], signupDraftFor)

export const selectSignupForm = formSelector<SignupDraft>('signup', blankDraft)

/** Each field's first broken rule, in the form's order. */
export const selectSignupProblems = createSelector([selectSignupForm], ({ draft }) => {
  const problems: Partial<Record<SignupField, SignupProblem>> = {}
  for (const field of ['first_name', 'last_name', 'email', 'phone'] as const) {
    if (!draft[field].trim()) problems[field] = 'required'
  }
  if (!problems.email && !isValidEmail(draft.email)) problems.email = 'email'
  if (!problems.phone && !isValidPhone(draft.phone)) problems.phone = 'phone'
  if (!draft.data_consent) problems.data_consent = 'consentRequired'
  return problems
})

export const passwordsPass = ({ password, confirmation }: Passwords) =>
  unmetPasswordRequirements(password).length === 0 && password === confirmation

/** The request the form sends. */
export const signupRequestOf = (draft: SignupDraft, password: string): SignupRequest => ({
  first_name: draft.first_name,
  last_name: draft.last_name,
  email: draft.email.trim(),
  phone: draft.phone,
  password,
  language_preference: draft.language_preference,
  legitimate_data_processing_consent: true,
  marketing_consent: draft.marketing,
})
