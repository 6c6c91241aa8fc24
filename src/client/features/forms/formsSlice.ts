import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { formSubmitAttempted, loadFormsReducer } from './formsState'

/** The forms whose drafts live here (checkout keeps its own contact form). */
export type FormName = 'signup' | 'profile' | 'forgot' | 'login' | 'report' | 'child'

/** A draft: what the traveller typed, field by field (passwords are never kept). */
export type Draft = Record<string, string | boolean>

/**
 * A form as the traveller left it. Support reports keep its shape, not its values: everything
 * under `draft` is masked character by character (see support/sanitize).
 */
export interface FormState<D extends Draft = Draft> {
  draft: D
  /** Fields the traveller has changed. */
  touched: Partial<Record<keyof D, true>>
  /** Submit was pressed: the validation messages show from then on. */
  submitted: boolean
  /** editing, then sending; sent or failed with the server's answer. */
  status: 'editing' | 'sending' | 'sent' | 'failed'
  /** Why it failed (a message key of the form's feature). */
  error: string | null
  /** The day it opened (`YYYY-MM-DD`), for rules that depend on the date. */
  openedOn: string | null
}

export type FormsState = Partial<Record<FormName, FormState>>

/** A form just opened with `draft`: nothing touched, nothing sent. */
export const freshForm = <D extends Draft>(
  draft: D,
  openedOn: string | null = null,
): FormState<D> => ({
  draft,
  touched: {},
  submitted: false,
  status: 'editing',
  error: null,
  openedOn,
})

/** A new password and its confirmation (sign-up). */
export interface Passwords {
  password: string
  confirmation: string
}

interface About {
  form: FormName
}

export const formsSlice = createSlice({
  name: 'forms',
  initialState: {} as FormsState,
  reducers: {
    /** The form opened afresh with these values. */
    opened(state, action: PayloadAction<About & { draft: Draft; openedOn?: string }>) {
      const { form, draft, openedOn = null } = action.payload
      state[form] = freshForm(draft, openedOn)
    },
    /** The traveller typed in the form (one or more fields). */
    draftChanged(state, { payload }: PayloadAction<About & { draft: Draft }>) {
      const form = state[payload.form]
      if (!form) return
      Object.assign(form.draft, payload.draft)
      for (const field of Object.keys(payload.draft)) form.touched[field] = true
    },
    /** The request left, or came back (`error`: why it failed). */
    statusChanged(
      state,
      { payload }: PayloadAction<About & Pick<FormState, 'status'> & { error?: string }>,
    ) {
      const form = state[payload.form]
      if (!form) return
      form.status = payload.status
      form.error = payload.error ?? null
    },
    closed(state, { payload }: PayloadAction<About>) {
      delete state[payload.form]
    },
  },
  extraReducers: (builder) => {
    builder.addCase(formSubmitAttempted, (state, { payload }) => {
      const form = state[payload.form]
      if (form) form.submitted = true
    })
  },
})

loadFormsReducer(formsSlice.reducer)

export { formSubmitAttempted }

export const {
  opened: formOpened,
  draftChanged: formDraftChanged,
  statusChanged: formStatusChanged,
  closed: formClosed,
} = formsSlice.actions
