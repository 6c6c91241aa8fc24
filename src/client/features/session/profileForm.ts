import { createSelector } from '@reduxjs/toolkit'
import type { Profile, ProfileUpdate } from '../../../shared/contract/accounts'
import { isValidPhone } from '../../../shared/domain/contactRules'
import type { Language } from '../../../shared/domain/languages'
import type { RootState } from '../../app/store'
import { formSelector } from '../forms'

/** The editable profile as form text: every field a string, except the two choices. */
export type ProfileDraft = {
  first_name: string
  last_name: string
  phone: string
  language_preference: Language
  profile_image_url: string
  street: string
  city: string
  state_province: string
  postal_code: string
  country: string
  emergency_name: string
  emergency_phone: string
  emergency_relationship: string
  date_of_birth: string
  nationality: string
  passport_number: string
  marketing: boolean
}

export type DraftField = Exclude<keyof ProfileDraft, 'language_preference' | 'marketing'>

export function draftOf(profile: Profile): ProfileDraft {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    language_preference: profile.language_preference,
    profile_image_url: profile.profile_image_url ?? '',
    street: profile.address.street ?? '',
    city: profile.address.city ?? '',
    state_province: profile.address.state_province ?? '',
    postal_code: profile.address.postal_code ?? '',
    country: profile.address.country ?? '',
    emergency_name: profile.emergency_contact.name ?? '',
    emergency_phone: profile.emergency_contact.phone ?? '',
    emergency_relationship: profile.emergency_contact.relationship ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    nationality: profile.nationality ?? '',
    passport_number: profile.passport_number ?? '',
    marketing: profile.consents.marketing,
  }
}

export function updateOf(draft: ProfileDraft): ProfileUpdate {
  return {
    first_name: draft.first_name,
    last_name: draft.last_name,
    phone: draft.phone,
    language_preference: draft.language_preference,
    profile_image_url: draft.profile_image_url,
    address: {
      street: draft.street,
      city: draft.city,
      state_province: draft.state_province,
      postal_code: draft.postal_code,
      country: draft.country,
    },
    emergency_contact: {
      name: draft.emergency_name,
      phone: draft.emergency_phone,
      relationship: draft.emergency_relationship,
    },
    date_of_birth: draft.date_of_birth,
    nationality: draft.nationality,
    passport_number: draft.passport_number,
    marketing_consent: draft.marketing,
  }
}

export type DraftProblem = 'required' | 'phone' | 'date' | 'passport' | 'image'

/** The same rules the server applies, checked before sending. */
export function draftProblems(draft: ProfileDraft, today: string) {
  const problems: Partial<Record<DraftField, DraftProblem>> = {}
  if (!draft.first_name.trim()) problems.first_name = 'required'
  if (!draft.last_name.trim()) problems.last_name = 'required'
  if (!isValidPhone(draft.phone)) problems.phone = draft.phone.trim() ? 'phone' : 'required'
  if (draft.emergency_phone.trim() && !isValidPhone(draft.emergency_phone)) {
    problems.emergency_phone = 'phone'
  }
  const dob = draft.date_of_birth.trim()
  if (dob && (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || dob < '1900-01-01' || dob > today)) {
    problems.date_of_birth = 'date'
  }
  const passport = draft.passport_number.replace(/\s+/g, '')
  if (passport && !/^[A-Za-z0-9]{5,20}$/.test(passport)) problems.passport_number = 'passport'
  const image = draft.profile_image_url.trim()
  if (image && !/^https:\/\/\S+$/i.test(image)) problems.profile_image_url = 'image'
  return problems
}

const noDraft = (_state: RootState) => undefined as unknown as ProfileDraft

/**
 * Edit pressed: the form opens with the profile as loaded, dated the day it was loaded (the
 * latest date of birth it accepts).
 */
export const profileFormOpening = (profile: Profile, loadedAt: number) => ({
  form: 'profile' as const,
  draft: draftOf(profile),
  openedOn: new Date(loadedAt).toISOString().slice(0, 10),
})

/** The profile edit form; no draft until Edit was pressed (`selectProfileEditing`). */
export const selectProfileForm = formSelector<ProfileDraft>('profile', noDraft)

export const selectProfileEditing = (state: RootState) =>
  state.forms.profile !== undefined && state.forms.profile.status !== 'sent'

/** The profile was saved since Edit was last pressed. */
export const selectProfileSaved = (state: RootState) => state.forms.profile?.status === 'sent'

/** Each field's broken rule, by the date the form opened. */
export const selectProfileProblems = createSelector([selectProfileForm], ({ draft, openedOn }) =>
  draft ? draftProblems(draft, openedOn ?? '9999-12-31') : {},
)

/** What the server's refusal means for the traveller (keys of `account`). */
export const profileSaveError = (code: string | null) =>
  code === 'INVALID_PHONE'
    ? 'Validation.phone'
    : code === 'INVALID_DATE'
      ? 'Profile.invalidDate'
      : 'Profile.saveFailed'
