import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import type { ErrorResponse } from '../../../shared/contract/common'
import { basketRentalRequest } from '../../../shared/domain/basket'
import { RENTAL_PERIOD_CODES, type RentalPeriodCode } from '../../../shared/domain/rentalPeriod'
import { paths } from '../../app/paths'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { describeApiError, stockShortageOf } from '../../lib/apiErrors'
import {
  basketCleared,
  basketPopupClosed,
  pricedPromoCode,
  promoCodeRefused,
  promoRefusalOf,
} from '../basket'
import { loadBookingsApi } from '../booking'
import { selectLanguage } from '../preferences'
import { authApi } from '../session'
import { DELIVERY_ERROR_CODES } from '../../../shared/domain/delivery'
import { BILLING_ERROR_CODES, type BillingDetails } from '../../../shared/domain/billing'
import { refusedBillingFields } from './billingForm'
import { checkoutBillingSelectors } from './billingSelectors'
import { selectDeliveryAddress, selectDeliveryAddressProblems } from './deliveryAddressSelectors'
import { refusedFields } from './deliveryAddressForm'
import { selectContactDetails, selectContactProblems } from './checkoutSelectors'
import { paymentReturnLeft } from './paymentEvents'
import {
  checkoutFailed,
  contactPrefilled,
  billingRefused,
  deliveryAddressRefused,
  contactSubmitted,
  paymentChecked,
  paymentRequested,
  quoteCreated,
  selectCheckout,
  type bookingRequested,
  type CheckoutError,
  type paymentReturned,
} from './checkoutSlice'

type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

export { findDeliveryZone } from './deliveryZone'

/**
 * A 409 for stock: with the server's numbers when quoting, without them when the held gear of a
 * quote is gone by the time it is booked.
 */
function stockOf(error: unknown): CheckoutError | null {
  if (describeApiError(error).code !== 'INSUFFICIENT_STOCK') return null
  const shortage = stockShortageOf(error)
  return shortage
    ? { kind: 'stock', requested: shortage.requested, available: shortage.available }
    : { kind: 'gear_gone' }
}

const isRentalPeriodCode = (code: string | null): code is RentalPeriodCode =>
  (RENTAL_PERIOD_CODES as readonly (string | null)[]).includes(code)

/** A request aborted because the session ended (its refresh failed) needed a session too. */
const abortedBySessionEnd = (error: unknown) => (error as { name?: unknown }).name === 'AbortError'

const isDeliveryCode = (code: string | null): code is string =>
  (DELIVERY_ERROR_CODES as readonly (string | null)[]).includes(code)

/** A billing code, or a postal code refused in the billing details (not the delivery's). */
const isBillingError = (code: string | null, details: readonly { path: string }[] = []) =>
  (BILLING_ERROR_CODES as readonly (string | null)[]).includes(code) ||
  details.some(({ path }) => path.includes('/billing_details'))

function errorOf(error: unknown, otherwise: CheckoutError['kind']): CheckoutError {
  const { status, code } = describeApiError(error)
  if (status === 401 || abortedBySessionEnd(error)) return { kind: 'auth_required' }
  if (code === 'QUOTE_EXPIRED') return { kind: 'quote_expired' }
  if (isRentalPeriodCode(code)) return { kind: 'period', code }
  const details = (error as { data?: Partial<ErrorResponse> } | null)?.data?.details
  if (code && isBillingError(code, details)) return { kind: 'billing', code }
  if (isDeliveryCode(code)) return { kind: 'delivery', code }
  const refusal = promoRefusalOf(error)
  if (refusal) return { kind: 'promo', code: refusal }
  return stockOf(error) ?? ({ kind: otherwise } as CheckoutError)
}

/** The contact form starts from the profile's phone until the traveller types one. */
export async function prefillContact({ dispatch }: ListenerApi) {
  const request = dispatch(authApi.endpoints.getProfile.initiate(undefined, { subscribe: false }))
  const { data } = await request
  if (data?.phone) dispatch(contactPrefilled({ draft: { phone: data.phone } }))
}

/** "Continue to your quote": the details go out only when they pass the rules of Validation messages (docs/product.md). */
export function submitContact({ dispatch, getState }: ListenerApi) {
  const state = getState()
  if (selectContactProblems(state).length > 0) return
  if (selectDeliveryAddressProblems(state).length > 0) return
  if (checkoutBillingSelectors.selectProblems(state).length > 0) return
  const contact = selectContactDetails(state)
  const damageWaiver = selectCheckout(state).contact.draft.damage_waiver
  dispatch(
    contactSubmitted({
      contact,
      damageWaiver,
      deliveryAddress: selectDeliveryAddress(state),
      billingDetails: checkoutBillingSelectors.selectDetails(state),
    }),
  )
}

/** The details as the API takes them: without their kind, which the server works out. */
const billingInput = ({ tax_id_kind: _kind, ...input }: BillingDetails) => input

export async function createQuote(
  { payload }: ReturnType<typeof contactSubmitted>,
  { dispatch, getState, extra }: ListenerApi,
) {
  const bookingsApi = await loadBookingsApi()
  const rental = basketRentalRequest(getState().basket.items)
  const promoCode = pricedPromoCode(getState().basket)
  if (!rental) {
    dispatch(checkoutFailed({ kind: 'create_quote' }))
    return
  }
  const request = dispatch(
    bookingsApi.endpoints.createQuote.initiate(
      {
        lang: selectLanguage(getState()),
        body: {
          ...rental,
          damage_waiver: payload.damageWaiver,
          ...(promoCode ? { promo_code: promoCode } : {}),
          ...payload.contact,
          ...(payload.deliveryAddress ? { delivery_address: payload.deliveryAddress } : {}),
          ...(payload.billingDetails
            ? { billing_details: billingInput(payload.billingDetails) }
            : {}),
        },
      },
      { track: false },
    ),
  )
  try {
    const quote = await request.unwrap()
    dispatch(quoteCreated({ quoteId: quote._id }))
    dispatch(basketPopupClosed())
    extra.navigate(paths.quote.to(quote._id))
  } catch (error) {
    const data = (error as { data?: Partial<ErrorResponse> } | null)?.data
    const { code } = describeApiError(error)
    if (isBillingError(code, data?.details)) {
      dispatch(billingRefused({ refused: refusedBillingFields(code, data?.details) }))
    } else {
      const refused = refusedFields(code, data?.details)
      if (Object.keys(refused).length > 0) dispatch(deliveryAddressRefused({ refused }))
    }
    // A code refused now (used up meanwhile): the basket is priced without it from here on.
    const refusal = promoCode && promoRefusalOf(error)
    if (refusal) dispatch(promoCodeRefused({ code: promoCode, reason: refusal }))
    dispatch(checkoutFailed(errorOf(error, 'create_quote')))
  }
}

/** Booking a quote: the same Idempotency-Key for the same quote, so a retry books once. */
export async function book(
  { payload }: ReturnType<typeof bookingRequested>,
  { dispatch, getState }: ListenerApi,
) {
  const bookingsApi = await loadBookingsApi()
  const request = dispatch(
    bookingsApi.endpoints.createBooking.initiate(
      {
        quoteId: payload.quoteId,
        idempotencyKey: `book-${payload.quoteId}`,
        lang: selectLanguage(getState()),
      },
      { track: false },
    ),
  )
  try {
    const booking = await request.unwrap()
    dispatch(basketCleared())
    dispatch(paymentRequested({ bookingId: booking._id }))
  } catch (error) {
    dispatch(checkoutFailed({ ...errorOf(error, 'create_booking'), about: payload.quoteId }))
  }
}

/** Paying happens on the provider's page; if it cannot open, the booking page offers to retry. */
export async function pay(
  { payload }: ReturnType<typeof paymentRequested>,
  { dispatch, extra }: ListenerApi,
) {
  const bookingsApi = await loadBookingsApi()
  const request = dispatch(
    bookingsApi.endpoints.startCheckout.initiate({ id: payload.bookingId }, { track: false }),
  )
  try {
    extra.redirect((await request.unwrap()).url)
  } catch {
    dispatch(checkoutFailed({ kind: 'checkout', about: payload.bookingId }))
    extra.navigate(paths.booking.to(payload.bookingId))
  }
}

/** How often, and how many times in all, the server is asked about a payment not arrived yet. */
export const PAYMENT_POLL_MS = 3_000
export const PAYMENT_POLL_TRIES = 10

/**
 * Back from the provider (the success redirect of Routes and guard, docs/product.md): the server
 * asks it, then the booking shows. A payment not arrived yet (its webhook may come a moment
 * later) is asked about again every few seconds while the page is open.
 */
export async function confirmPayment(
  { payload }: ReturnType<typeof paymentReturned>,
  { dispatch, getState, extra, condition }: ListenerApi,
) {
  const bookingsApi = await loadBookingsApi()
  for (let attempt = 1; attempt <= PAYMENT_POLL_TRIES; attempt++) {
    const request = dispatch(
      bookingsApi.endpoints.confirmPayment.initiate(
        { id: payload.bookingId, sessionId: payload.sessionId, lang: selectLanguage(getState()) },
        { track: false },
      ),
    )
    const booking = await request.unwrap().catch(() => null)
    if (booking?.payment_status === 'paid') {
      dispatch(paymentChecked({ paid: true }))
      extra.navigate(`${paths.booking.to(booking._id)}?paid=1`, { replace: true })
      return
    }
    // The first answer says what happened; later ones only once the payment has arrived.
    if (attempt === 1) {
      dispatch(paymentChecked(booking ? { paid: false } : { failed: true }))
      if (!booking) return
    }
    if (await condition((action) => paymentReturnLeft.match(action), PAYMENT_POLL_MS)) return
  }
}
