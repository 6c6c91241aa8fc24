/** The desk's promo codes (admins): the screen, and its slice and listeners for the desk to join. */
export { PromoCodesScreen } from './PromoCodesScreen'
export { promoCodesFeature } from './deskPromoListeners'
export { deskPromoSlice } from './deskPromoSlice'
