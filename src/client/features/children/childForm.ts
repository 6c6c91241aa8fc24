import { createSelector } from '@reduxjs/toolkit'
import type { Child, ChildInput } from '../../../shared/contract/children'
import { findChildProblems, type ChildProblem } from '../../../shared/domain/childProfiles'
import type { RootState } from '../../app/store'
import { formSelector } from '../forms'

/** A child as the form holds it: every field text; `id` empty for a new child. */
export type ChildDraft = {
  id: string
  name: string
  birth_month: string
  height_cm: string
  weight_kg: string
}
export type ChildDraftField = Exclude<keyof ChildDraft, 'id'>

const EMPTY: ChildDraft = { id: '', name: '', birth_month: '', height_cm: '', weight_kg: '' }
const text = (value: string | number | null) => (value === null ? '' : String(value))

/** Add or Edit pressed: the form opens with the child's details, dated the month it opened. */
export const childFormOpening = (child: Child | null, now: Date) => ({
  form: 'child' as const,
  draft: child
    ? {
        id: child.id,
        name: text(child.name),
        birth_month: text(child.birth_month),
        height_cm: text(child.height_cm),
        weight_kg: text(child.weight_kg),
      }
    : EMPTY,
  openedOn: now.toISOString().slice(0, 10),
})

/** A measure as typed (a comma as the decimal point too); NaN for text that is no number. */
const measure = (value: string) => {
  const typed = value.trim().replace(',', '.')
  return typed ? (/^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN) : null
}

/** What the server is sent: empty fields as null. */
export const childInputOf = (draft: ChildDraft): ChildInput => ({
  name: draft.name.trim() || null,
  birth_month: draft.birth_month.trim() || null,
  height_cm: measure(draft.height_cm),
  weight_kg: measure(draft.weight_kg),
})

export const selectChildForm = formSelector<ChildDraft>('child', () => EMPTY)

export const selectChildFormOpen = (state: RootState) =>
  state.forms.child !== undefined && state.forms.child.status !== 'sent'

/** Each field's broken rule (the server's own rules), by the month the form opened. */
export const selectChildProblems = createSelector([selectChildForm], ({ draft, openedOn }) => {
  const problems: Partial<Record<ChildDraftField, ChildProblem['code']>> = {}
  const thisMonth = (openedOn ?? '9999-12').slice(0, 7)
  for (const { field, code } of findChildProblems(childInputOf(draft), thisMonth)) {
    problems[field] = code
  }
  return problems
})
