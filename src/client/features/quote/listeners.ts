/** The listeners the quote starts in the store, for app/ to assemble. */
export { addQuoteListeners } from './quoteListeners'
