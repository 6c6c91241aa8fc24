import { createSelector } from '@reduxjs/toolkit'
import {
  findDeliveryAddressProblems,
  normaliseDeliveryAddress,
  type DeliveryAddressField,
} from '../../../shared/domain/delivery'
import type { RootState } from '../../app/store'
import { selectCheckout } from './checkoutSlice'
import type { AddressProblemCode } from './deliveryAddressForm'

export const selectDeliveryAddressForm = (state: RootState) => selectCheckout(state).delivery

/** The zone the address is for; null when the rental is picked up (no address asked). */
export const selectDeliveryZone = (state: RootState) => selectDeliveryAddressForm(state).zone

/** Every rule the address breaks, by the shared rules; none for a pickup point. */
export const selectDeliveryAddressProblems = createSelector(
  [selectDeliveryAddressForm],
  ({ zone, draft }) => (zone ? findDeliveryAddressProblems(draft, zone) : []),
)

/**
 * The message code under each address field: the server's refusal until the field changes,
 * else the first rule it breaks once the field was left or the form submitted.
 */
export const selectDeliveryAddressMessages = createSelector(
  [selectDeliveryAddressForm, selectDeliveryAddressProblems, selectCheckout],
  ({ left, refused }, problems, { contact }) => {
    const messages: Partial<Record<DeliveryAddressField, AddressProblemCode>> = { ...refused }
    for (const { field, code } of problems) {
      if (contact.submitted || left[field]) messages[field] ??= code
    }
    return messages
  },
)

/** The address as it is sent: tidied, for a zone only; null for a pickup point. */
export const selectDeliveryAddress = createSelector(
  [selectDeliveryAddressForm],
  ({ zone, draft }) => (zone ? normaliseDeliveryAddress(draft) : null),
)
