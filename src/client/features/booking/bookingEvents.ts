import { createAction } from '@reduxjs/toolkit'

/** Which booking a page shows: /booking/{id} or /booking/reference/{reference}. */
export type BookingLookup = { id: string } | { reference: string }

/** A booking page is on screen (or asks again, "Try again"): a listener loads its booking. */
export const bookingPageOpened = createAction<{ lookup: BookingLookup }>('booking/pageOpened')

/** The booking page is gone: a pending refund is no longer followed. */
export const bookingPageLeft = createAction('booking/pageLeft')

/** "Yes, cancel it" in the cancel dialog: a listener cancels, then shows the booking again. */
export const bookingCancelConfirmed = createAction<{ bookingId: string }>('booking/cancelConfirmed')

/** My bookings is on screen: a listener loads the list. */
export const myBookingsOpened = createAction('booking/myBookingsOpened')
