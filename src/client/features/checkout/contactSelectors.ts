import { createSelector } from '@reduxjs/toolkit'
import { findCheckoutProblems, type CheckoutProblem } from '../../../shared/domain/checkoutRules'
import type { ContactDetailsDraft, ContactField, ContactFormOf } from './contactForm'

export type ContactMessages = Partial<Record<ContactField, CheckoutProblem['code']>>

/**
 * The selectors of one contact form: the details as they would be sent, every validation rule
 * (docs/product.md, Validation messages) they break in the form's order, and the message code
 * shown under each field (none until the traveller pressed submit).
 */
export function makeContactSelectors<S, D extends ContactDetailsDraft>(
  selectForm: (state: S) => ContactFormOf<D>,
) {
  const selectDetails = createSelector([selectForm], ({ draft }) => ({
    phone: draft.phone,
    inbound_flight: draft.inbound_flight,
    arrival_time: draft.arrival_time,
    outbound_flight: draft.outbound_flight,
    departure_time: draft.departure_time,
    notes: draft.notes,
  }))
  const selectProblems = createSelector([selectDetails], (details) => findCheckoutProblems(details))
  const selectMessages = createSelector([selectForm, selectProblems], ({ submitted }, problems) => {
    const messages: ContactMessages = {}
    if (!submitted) return messages
    for (const { field, code } of problems) messages[field] ??= code
    return messages
  })
  return { selectForm, selectDetails, selectProblems, selectMessages }
}

export type ContactSelectors<S, D extends ContactDetailsDraft> = ReturnType<
  typeof makeContactSelectors<S, D>
>
