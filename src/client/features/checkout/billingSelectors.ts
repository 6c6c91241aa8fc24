import { createSelector } from '@reduxjs/toolkit'
import {
  billingDetailsRequired,
  findBillingProblems,
  normaliseBillingDetails,
  type BillingField,
} from '../../../shared/domain/billing'
import type { RootState } from '../../app/store'
import { billingDraftOf, type BillingForm, type BillingProblemCode } from './billingForm'
import { selectCheckout } from './checkoutSlice'

/**
 * The selectors of one billing form (checkout's, the booking page's): whether the details are
 * asked (ticked, or required above 400 € of rental), every rule they break by the shared rules
 * (none when not asked), the message code under each field (the server's refusal until the field
 * changes, else the first rule it breaks once the field was left or the form sent), and the
 * details as they are sent (tidied; null when not asked).
 */
export function makeBillingSelectors<S>(
  selectForm: (state: S) => BillingForm,
  selectSubmitted: (state: S) => boolean,
  selectRequired: (state: S) => boolean,
) {
  const selectAsked = createSelector(
    [selectForm, selectRequired],
    (form, required) => required || form.asked,
  )
  const selectProblems = createSelector([selectForm, selectAsked], (form, asked) =>
    asked ? findBillingProblems(billingDraftOf(form)) : [],
  )
  const selectMessages = createSelector(
    [selectForm, selectProblems, selectSubmitted],
    ({ left, refused }, problems, submitted) => {
      const messages: Partial<Record<BillingField, BillingProblemCode>> = { ...refused }
      for (const { field, code } of problems) {
        if (submitted || left[field]) messages[field] ??= code
      }
      return messages
    },
  )
  const selectDetails = createSelector(
    [selectForm, selectProblems, selectAsked],
    (form, problems, asked) =>
      asked && problems.length === 0 ? normaliseBillingDetails(billingDraftOf(form)) : null,
  )
  return { selectForm, selectRequired, selectAsked, selectProblems, selectMessages, selectDetails }
}

export type BillingSelectors<S> = ReturnType<typeof makeBillingSelectors<S>>

/** The basket's rental (its total less the deposit) is above 400 €: a full invoice is due. */
const selectBasketNeedsBilling = (state: RootState) => {
  const pricing = state.basket.pricing
  return pricing !== null && billingDetailsRequired(pricing.grand_total - pricing.deposit)
}

/** Checkout's billing form. */
export const checkoutBillingSelectors = makeBillingSelectors(
  (state: RootState) => selectCheckout(state).billing,
  (state: RootState) => selectCheckout(state).contact.submitted,
  selectBasketNeedsBilling,
)
