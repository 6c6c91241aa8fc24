/**
 * The billing details of a full invoice (docs/money.md, Invoices): typed in the checkout contact
 * form (asked for, or required above 400 € of rental) and in the booking page's "Ask for a full
 * invoice" form, checked with the shared rules (findBillingProblems) when a field is left and on
 * submit, and refused per field by the server (422). Everything typed is under `draft`, which
 * support reports mask; the country is chosen from a list.
 */
import type { PayloadAction } from '@reduxjs/toolkit'
import {
  BILLING_FIELDS,
  type BillingField,
  type BillingProblem,
} from '../../../shared/domain/billing'

export type BillingProblemCode = BillingProblem['code']

const BILLING_PROBLEM_CODES: readonly BillingProblemCode[] = [
  'BILLING_FIELD_REQUIRED',
  'BILLING_FIELD_TOO_LONG',
  'INVALID_COUNTRY',
  'INVALID_POSTAL_CODE',
  'INVALID_TAX_ID',
]

export interface BillingForm {
  /** The family asked for a full invoice (the fields show and are checked). */
  asked: boolean
  /** The country of the address, an ISO code from BILLING_COUNTRIES. */
  country: string
  draft: Record<Exclude<BillingField, 'country'>, string>
  /** Fields the family has left: their messages show from then on. */
  left: Partial<Record<BillingField, true>>
  /** What the server refused, per field, until the field is changed. */
  refused: Partial<Record<BillingField, BillingProblemCode>>
}

export const emptyBillingForm: BillingForm = {
  asked: false,
  country: 'ES',
  draft: { name: '', address: '', postal_code: '', city: '', tax_id: '' },
  left: {},
  refused: {},
}

/** A field's element id in one form: `checkout-billing-tax-id`, `booking-billing-name`. */
export const billingFieldId = (form: string, field: BillingField) =>
  `${form}-billing-${field.replace(/_/g, '-')}`

type WithBillingForm = { billing: BillingForm }

/** The details as the rules read them: what was typed and the country chosen. */
export const billingDraftOf = ({ draft, country }: BillingForm) => ({ ...draft, country })

/** The case reducers of a billing form, for each slice that holds one under `billing`. */
export const billingFormReducers = {
  /** The family ticked or unticked "I need a full invoice". */
  asked(state: WithBillingForm, action: PayloadAction<{ asked: boolean }>) {
    state.billing.asked = action.payload.asked
  },
  /** The family typed in the details or chose a country; the server's refusal of each goes. */
  changed(
    state: WithBillingForm,
    action: PayloadAction<{ draft: Partial<Record<BillingField, string>> }>,
  ) {
    const { country, ...typed } = action.payload.draft
    if (country !== undefined) state.billing.country = country
    Object.assign(state.billing.draft, typed)
    for (const field of Object.keys(action.payload.draft)) {
      delete state.billing.refused[field as BillingField]
    }
  },
  /** The family left a field: its message shows from now on. */
  fieldLeft(state: WithBillingForm, action: PayloadAction<{ field: BillingField }>) {
    state.billing.left[action.payload.field] = true
  },
  /** The server refused fields (422), each with its code. */
  refused(state: WithBillingForm, action: PayloadAction<{ refused: BillingForm['refused'] }>) {
    state.billing.refused = action.payload.refused
  },
}

/**
 * The billing fields a 422's `details` name (paths ending `/tax_id`), each with the answer's
 * code: the server names every field that broke the rule of its code.
 */
export function refusedBillingFields(
  code: string | null,
  details: readonly { path: string }[] | undefined,
): BillingForm['refused'] {
  if (!(BILLING_PROBLEM_CODES as readonly (string | null)[]).includes(code)) return {}
  const refused: BillingForm['refused'] = {}
  for (const { path } of details ?? []) {
    const field = BILLING_FIELDS.find((name) => path.endsWith(`/${name}`))
    if (field) refused[field] = code as BillingProblemCode
  }
  return refused
}
