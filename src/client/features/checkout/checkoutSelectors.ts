import { createSelector } from '@reduxjs/toolkit'
import { findCheckoutProblems, type CheckoutProblem } from '../../../shared/domain/checkoutRules'
import type { RootState } from '../../app/store'
import type { ContactField } from './checkoutSlice'

export const selectContactForm = (state: RootState) => state.checkout.contact

/** The details as they would be sent: the draft without the damage waiver. */
export const selectContactDetails = createSelector([selectContactForm], ({ draft }) => ({
  phone: draft.phone,
  inbound_flight: draft.inbound_flight,
  outbound_flight: draft.outbound_flight,
  notes: draft.notes,
}))

/** Every validation rule (docs/product.md, Validation messages) the draft breaks, in the form's order. */
export const selectContactProblems = createSelector([selectContactDetails], (details) =>
  findCheckoutProblems(details),
)

/** The validation message code (docs/product.md) shown under each field: none until the traveller pressed Continue. */
export const selectContactMessages = createSelector(
  [selectContactForm, selectContactProblems],
  ({ submitted }, problems) => {
    const messages: Partial<Record<ContactField, CheckoutProblem['code']>> = {}
    if (!submitted) return messages
    for (const { field, code } of problems) messages[field] ??= code
    return messages
  },
)
