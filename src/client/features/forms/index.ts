/** The forms feature's public face: drafts of the account and support forms in the store. */
export {
  formClosed,
  formDraftChanged,
  formOpened,
  formStatusChanged,
  type Draft,
  type FormName,
  type FormState,
  type Passwords,
} from './formsSlice'
export { formSubmitAttempted, formsReducer, loadFormsReducer } from './formsState'
export { formsSlice } from './formsSlice'
export { formSelector } from './formSelectors'
export { useDraftFields } from './useDraftFields'
export { sendForm } from './sendForm'
