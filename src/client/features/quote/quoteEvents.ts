import { createAction } from '@reduxjs/toolkit'

/** The quote page is on screen (or in another language): a listener loads the quote. */
export const quotePageOpened = createAction<{ id: string }>('quote/pageOpened')

/** "Save details": the details go out (PATCH /quotes/{id}) only when they pass the rules. */
export const quoteContactSubmitAttempted = createAction('quote/contactSubmitAttempted')

/** "Keep N": the quote of a waitlist offer keeps the units chosen of an item (PUT .../units). */
export const quoteUnitsKeepAsked = createAction<{ gearId: string }>('quote/unitsKeepAsked')
