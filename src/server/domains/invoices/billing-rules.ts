import type { BillingDetailsInput } from '../../../shared/contract/billing'
import type { PricingResponse } from '../../../shared/contract/pricing'
import {
  BILLING_MAX_LENGTHS,
  billingDetailsRequired,
  findBillingProblems,
  normaliseBillingDetails,
  type BillingDetails,
  type BillingField,
  type BillingProblem,
} from '../../../shared/domain/billing'
import { AppError } from '../../errors'

/** How the English messages name each field. */
const FIELD_NAMES: Record<BillingField, string> = {
  name: 'name or company',
  address: 'address',
  postal_code: 'postal code',
  city: 'city',
  country: 'country',
  tax_id: 'tax id',
}

/** English messages of the billing rules; the app shows its own translations. */
function messageOf(problem: BillingProblem): string {
  switch (problem.code) {
    case 'BILLING_FIELD_REQUIRED':
      return `Please enter the ${FIELD_NAMES[problem.field]}`
    case 'BILLING_FIELD_TOO_LONG':
      return `The ${FIELD_NAMES[problem.field]} cannot exceed ${BILLING_MAX_LENGTHS[problem.field]} characters`
    case 'INVALID_COUNTRY':
      return 'Please choose a country of the European Union'
    case 'INVALID_POSTAL_CODE':
      return 'Please enter a valid postal code (5 digits)'
    case 'INVALID_TAX_ID':
      return 'Please enter a valid NIF, NIE, CIF or EU VAT number'
  }
}

/**
 * The billing details as stored, checked field by field (422 with the first problem's code,
 * every problem in `details` at body/<prefix><field>); null when none were given.
 */
export function checkedBillingDetails(
  input: BillingDetailsInput | null | undefined,
  prefix = 'billing_details/',
): BillingDetails | null {
  if (!input) return null
  const problems = findBillingProblems(input)
  const [first] = problems
  if (first) {
    throw new AppError(
      422,
      first.code,
      messageOf(first),
      problems.map((problem) => ({
        path: `body/${prefix}${problem.field}`,
        message: messageOf(problem),
      })),
    )
  }
  return normaliseBillingDetails(input)
}

/** 422 BILLING_DETAILS_REQUIRED: a rental above 400 € is paid only with billing details. */
export function requireBillingDetails(
  pricing: Pick<PricingResponse, 'grand_total' | 'deposit'>,
  details: BillingDetails | null,
) {
  if (details || !billingDetailsRequired(pricing.grand_total - pricing.deposit)) return
  throw new AppError(
    422,
    'BILLING_DETAILS_REQUIRED',
    'A rental above 400 € needs an invoice with your billing details: please enter your name or company, address and tax id.',
    [{ path: 'body/billing_details', message: 'is required for a rental above 400 €' }],
  )
}
