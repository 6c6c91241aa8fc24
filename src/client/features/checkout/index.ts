/** The checkout feature's public face: what other features may use of it. */
export { CancellationPolicy } from './CancellationPolicy'
export { CheckoutForm } from './CheckoutForm'
export { ContactFields, useContactForm } from './ContactFields'
export {
  changeContactDraft,
  emptyContactDetails,
  type ContactDetailsDraft,
  type ContactFormOf,
} from './contactForm'
export { makeContactSelectors } from './contactSelectors'
export { DeliveryAddressFields } from './DeliveryAddressFields'
export {
  addressDraftOf,
  addressFormReducers,
  emptyDeliveryAddressForm,
  refusedFields,
  type DeliveryAddressForm,
} from './deliveryAddressForm'
export { makeDeliveryAddressSelectors } from './deliveryAddressSelectors'
export { useAddressForm } from './useAddressForm'
export { useCheckoutErrorText } from './checkoutErrors'
export { paymentReturnLeft } from './paymentEvents'
export { checkoutFeature, useCheckout } from './checkoutFeature'
export { bookingRequested, paymentRequested, paymentReturned } from './checkoutSlice'
export { BillingFields } from './BillingFields'
export {
  billingFormReducers,
  emptyBillingForm,
  refusedBillingFields,
  type BillingForm,
} from './billingForm'
export { makeBillingSelectors } from './billingSelectors'
