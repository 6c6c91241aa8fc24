import type { RootState } from '../../app/store'
import { selectCheckout } from './checkoutSlice'
import { makeContactSelectors } from './contactSelectors'

/**
 * The checkout contact form's selectors: the details as they would be sent (the draft without
 * the damage waiver), every validation rule (docs/product.md, Validation messages) they break in
 * the form's order, and the message code under each field (none until Continue was pressed).
 */
export const checkoutContactSelectors = makeContactSelectors(
  (state: RootState) => selectCheckout(state).contact,
)

export const {
  selectForm: selectContactForm,
  selectDetails: selectContactDetails,
  selectProblems: selectContactProblems,
  selectMessages: selectContactMessages,
} = checkoutContactSelectors
