import { createAction } from '@reduxjs/toolkit'

/** "Cancel booking": the listener asks for confirmation (the question is translated) first. */
export const bookingCancelRequested = createAction<{ bookingId: string; confirmMessage: string }>(
  'booking/cancelRequested',
)

/** The cancel mutation's shared cache key, so the booking page reads the listener's request. */
export const cancelRequestKey = (bookingId: string) => `cancel-${bookingId}`
