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

function describeCheckoutError(
  t: TFunction<['checkout', 'basket']>,
  errorText: (code: string) => string,
  error: CheckoutError,
) {
  switch (error.kind) {
    case 'auth_required':
      return t('checkout:Errors.authRequired')
    case 'create_quote':
      return t('checkout:Errors.createQuote')
    case 'quote_expired':
      return t('checkout:Errors.quoteExpired')
    case 'gear_gone':
      return t('checkout:Errors.gearGone')
    case 'create_booking':
      return t('checkout:Errors.createBooking')
    case 'checkout':
      return t('checkout:Errors.checkout')
    case 'period':
      return errorText(error.code)
    case 'stock':
      return t('basket:Messages.stock', { requested: error.requested, available: error.available })
  }
}
