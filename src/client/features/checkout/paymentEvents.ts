import { createAction } from '@reduxjs/toolkit'

/** The payment return page is gone: a payment not arrived yet is no longer asked about. */
export const paymentReturnLeft = createAction('checkout/paymentReturnLeft')
