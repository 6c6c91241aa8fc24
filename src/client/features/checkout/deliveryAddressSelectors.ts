import { createSelector } from '@reduxjs/toolkit'
import {
  findDeliveryAddressProblems,
  normaliseDeliveryAddress,
  type DeliveryAddressField,
} from '../../../shared/domain/delivery'
import type { RootState } from '../../app/store'
import { selectCheckout } from './checkoutSlice'
import type { AddressProblemCode, DeliveryAddressForm } from './deliveryAddressForm'

/**
 * The selectors of one delivery address form (checkout's, the quote's): every rule it breaks by
 * the shared rules (none for a pickup point), the message code under each field (the server's
 * refusal until the field changes, else the first rule it breaks once the field was left or the
 * form sent), and the address as it is sent (tidied; null for a pickup point).
 */
export function makeDeliveryAddressSelectors<S>(
  selectForm: (state: S) => DeliveryAddressForm,
  selectSubmitted: (state: S) => boolean,
) {
  const selectProblems = createSelector([selectForm], ({ zone, draft }) =>
    zone ? findDeliveryAddressProblems(draft, zone) : [],
  )
  const selectMessages = createSelector(
    [selectForm, selectProblems, selectSubmitted],
    ({ left, refused }, problems, submitted) => {
      const messages: Partial<Record<DeliveryAddressField, AddressProblemCode>> = { ...refused }
      for (const { field, code } of problems) {
        if (submitted || left[field]) messages[field] ??= code
      }
      return messages
    },
  )
  const selectAddress = createSelector([selectForm], ({ zone, draft }) =>
    zone ? normaliseDeliveryAddress(draft) : null,
  )
  return { selectForm, selectProblems, selectMessages, selectAddress }
}

export type DeliveryAddressSelectors<S> = ReturnType<typeof makeDeliveryAddressSelectors<S>>

export const selectDeliveryAddressForm = (state: RootState) => selectCheckout(state).delivery

/** Checkout's address form (docs/product.md, Delivery). */
export const checkoutAddressSelectors = makeDeliveryAddressSelectors(
  selectDeliveryAddressForm,
  (state: RootState) => selectCheckout(state).contact.submitted,
)

export const {
  selectProblems: selectDeliveryAddressProblems,
  selectMessages: selectDeliveryAddressMessages,
  selectAddress: selectDeliveryAddress,
} = checkoutAddressSelectors
