import type { RootState } from '../../app/store'
import { makeContactSelectors } from './contactForm'

export const selectContactForm = (state: RootState) => state.checkout.contact

export const {
  /** The details as they would be sent: the draft without the damage waiver. */
  selectDetails: selectContactDetails,
  /** Every validation rule (docs/product.md, Validation messages) the draft breaks, in the form's order. */
  selectProblems: selectContactProblems,
  /** The validation message code (docs/product.md) shown under each field: none until the traveller pressed Continue. */
  selectMessages: selectContactMessages,
} = makeContactSelectors(selectContactForm)
