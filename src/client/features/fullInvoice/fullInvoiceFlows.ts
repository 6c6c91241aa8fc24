import type { ErrorResponse } from '../../../shared/contract/common'
import { describeApiError } from '../../lib/apiErrors'
import { bookingPageOpened, loadBookingsApi, type ListenerApi } from '../booking'
import { refusedBillingFields } from '../checkout'
import { selectLanguage } from '../preferences'
import {
  fullInvoiceBillingSelectors,
  fullInvoiceFailed,
  fullInvoiceRequested,
  fullInvoiceSent,
  selectFullInvoice,
} from './fullInvoiceSlice'

/**
 * Send pressed: details that pass the shared rules go to the server once (a second Send while
 * one is on its way sends nothing); the booking is read again with them and its invoices.
 */
export async function sendBillingDetails(api: ListenerApi) {
  const state = api.getState()
  const form = selectFullInvoice(state)
  const details = fullInvoiceBillingSelectors.selectDetails(state)
  if (!form.bookingId || !details || form.status === 'sending') return
  api.dispatch(fullInvoiceRequested())
  const { tax_id_kind: _kind, ...body } = details
  const bookingsApi = await loadBookingsApi()
  const request = api.dispatch(
    bookingsApi.endpoints.giveBillingDetails.initiate(
      { id: form.bookingId, body, lang: selectLanguage(state) },
      { track: false },
    ),
  )
  try {
    await request.unwrap()
    api.dispatch(fullInvoiceSent())
    api.dispatch(bookingPageOpened({ lookup: { id: form.bookingId } }))
  } catch (error) {
    const { code } = describeApiError(error)
    const details = (error as { data?: Partial<ErrorResponse> } | null)?.data?.details
    api.dispatch(
      fullInvoiceFailed({
        code: code ?? 'INTERNAL_ERROR',
        refused: refusedBillingFields(code, details),
      }),
    )
  }
}
