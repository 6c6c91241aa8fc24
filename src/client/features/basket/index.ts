/** The basket feature's public face: what other features may use of it. */
export { BasketButton } from './BasketButton'
export { basketEditingFeature } from './basketEditing'
export { LazyBasketPopup } from './lazyBasketPopup'
export { BasketToast } from './BasketToast'
export { PriceBreakdown } from './PriceBreakdown'
export { pricedPromoCode } from './pricingSignature'
export { promoRefusalOf } from './promoRefusal'
export {
  basketCheckoutStarted,
  basketCleared,
  basketClearedForSearch,
  basketItemAddRequested,
  basketPopupClosed,
  basketQuantityChosen,
  promoCodeRefused,
  selectBasketItemCount,
  selectBasketItems,
  selectUnitsInBasket,
  selectUnitsLeft,
} from './basketSlice'
export { default as basketPopupStyles } from './BasketPopup.module.css'
