/**
 * The basket's part of the store, for app/ to assemble: its slice and what it keeps, its saved
 * baskets, and the promo field's slice (added when the field first shows).
 */
export {
  basketNotSaved,
  basketSlice,
  PERSISTED_BASKET_FIELDS,
  selectBasketItems,
} from './basketSlice'
export {
  basketMigrations,
  BASKET_VERSION,
  createBasketStorage,
  type SavedBaskets,
} from './basketStorage'
export { promoFieldSlice } from './promoFieldSlice'
