import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../app/useErrorText'
import type { CheckoutError } from './checkoutSlice'

/**
 * The words for a checkout problem (texts in docs/product.md, Error catalogue), in the traveller's
 * language.
 */
export function useCheckoutErrorText() {
  const { t } = useTranslation(['checkout', 'basket'])
  const errorText = useErrorText()
  return (error: CheckoutError) => describeCheckoutError(t, errorText, error)
}

/** The message of each checkout problem that carries no details. */
const PLAIN_ERROR_KEYS = {
  auth_required: 'checkout:Errors.authRequired',
  create_quote: 'checkout:Errors.createQuote',
  quote_expired: 'checkout:Errors.quoteExpired',
  gear_gone: 'checkout:Errors.gearGone',
  create_booking: 'checkout:Errors.createBooking',
  checkout: 'checkout:Errors.checkout',
} as const

function describeCheckoutError(
  t: TFunction<['checkout', 'basket']>,
  errorText: (code: string) => string,
  error: CheckoutError,
) {
  if (
    error.kind === 'period' ||
    error.kind === 'delivery' ||
    error.kind === 'billing' ||
    error.kind === 'promo'
  ) {
    return errorText(error.code)
  }
  if (error.kind === 'stock') {
    return t('basket:Messages.stock', { requested: error.requested, available: error.available })
  }
  return t(PLAIN_ERROR_KEYS[error.kind])
}
