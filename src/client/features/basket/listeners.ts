/** The listeners the basket starts in the store, for app/ to assemble. */
export { addBasketListeners } from './basketListeners'
