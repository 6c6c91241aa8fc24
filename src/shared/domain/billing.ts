/**
 * Billing details (docs/money.md, Invoices): who a full invoice is issued to. A Spanish NIF, NIE
 * or CIF, or an EU VAT number, each checked by its check digits. Shared by the forms and the
 * server, so both refuse the same details with the same codes.
 */
import { isNIE, isNIF } from 'better-dni'
import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat'

/** A simplified invoice covers at most 400 € VAT included (Real Decreto 1619/2012, art. 4). */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 40_000

/** Above the limit, the checkout asks for billing details before the rental is paid. */
export const billingDetailsRequired = (rentalCents: number) =>
  rentalCents > SIMPLIFIED_INVOICE_LIMIT_CENTS

export const BILLING_FIELDS = [
  'name',
  'address',
  'postal_code',
  'city',
  'country',
  'tax_id',
] as const
export type BillingField = (typeof BILLING_FIELDS)[number]

/** The longest each field may be, in characters. */
export const BILLING_MAX_LENGTHS: Record<BillingField, number> = {
  name: 120,
  address: 160,
  postal_code: 10,
  city: 80,
  country: 2,
  tax_id: 20,
}

/** The countries of the European Union, as ISO 3166 codes: where a billing address may be. */
export const BILLING_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const // prettier-ignore

export const TAX_ID_KINDS = ['nif', 'nie', 'cif', 'eu_vat'] as const
export type TaxIdKind = (typeof TAX_ID_KINDS)[number]

export const BILLING_ERROR_CODES = [
  /** A billing field is empty (422, per field). */
  'BILLING_FIELD_REQUIRED',
  /** A billing field is longer than BILLING_MAX_LENGTHS allows (422, per field). */
  'BILLING_FIELD_TOO_LONG',
  /** Not a country of the European Union (422). */
  'INVALID_COUNTRY',
  /** Not a Spanish NIF, NIE or CIF, nor an EU VAT number, by its check digits (422). */
  'INVALID_TAX_ID',
  /** A rental above 400 € is paid only once billing details are given (422). */
  'BILLING_DETAILS_REQUIRED',
  /** A full invoice was issued to other details: they cannot change any more (409). */
  'FULL_INVOICE_ALREADY_ISSUED',
] as const
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number]

/** Billing details as typed: every field may be missing or empty. */
export type BillingDetailsDraft = Partial<Record<BillingField, string | null>>

/** Billing details as stored: trimmed, the tax id written without separators, with its kind. */
export interface BillingDetails {
  name: string
  address: string
  postal_code: string
  city: string
  country: string
  tax_id: string
  tax_id_kind: TaxIdKind
}

export type BillingProblem =
  | { field: BillingField; code: 'BILLING_FIELD_REQUIRED' | 'BILLING_FIELD_TOO_LONG' }
  | { field: 'country'; code: 'INVALID_COUNTRY' }
  | { field: 'postal_code'; code: 'INVALID_POSTAL_CODE' }
  | { field: 'tax_id'; code: 'INVALID_TAX_ID' }

const EU_VAT_COUNTRIES = [
  austria, belgium, bulgaria, croatia, cyprus, czechRepublic, denmark, estonia, finland, france,
  germany, greece, hungary, ireland, italy, latvia, lithuania, luxembourg, malta, netherlands,
  poland, portugal, romania, slovakiaRepublic, slovenia, spain, sweden,
] // prettier-ignore

/** A tax id as people type it: upper case, without spaces, dots, dashes or slashes. */
export const normaliseTaxId = (value: string) => value.replace(/[\s./-]+/g, '').toUpperCase()

/**
 * What kind of tax id `value` (normalised) is, by its check digits; null for none. Two letters
 * first make an EU VAT number (ES for Spain); a digit a NIF; X, Y or Z a NIE; K, L or M a NIF
 * for those without a DNI; any other letter a CIF.
 */
export function taxIdKindOf(value: string): TaxIdKind | null {
  if (/^[A-Z]{2}/.test(value)) return checkVAT(value, EU_VAT_COUNTRIES).isValid ? 'eu_vat' : null
  if (/^\d/.test(value)) return isNIF(value) ? 'nif' : null
  if (/^[XYZ]/.test(value)) return isNIE(value) ? 'nie' : null
  if (!checkVAT(`ES${value}`, [spain]).isValid) return null
  return /^[KLM]/.test(value) ? 'nif' : 'cif'
}

const SPANISH_POSTAL_CODE = /^\d{5}$/

/** Every rule the details break, field by field, in the order of BILLING_FIELDS. */
export function findBillingProblems(draft: BillingDetailsDraft): BillingProblem[] {
  const problems: BillingProblem[] = []
  for (const field of BILLING_FIELDS) {
    const value = (draft[field] ?? '').trim()
    if (!value) problems.push({ field, code: 'BILLING_FIELD_REQUIRED' })
    else if (value.length > BILLING_MAX_LENGTHS[field]) {
      problems.push({ field, code: 'BILLING_FIELD_TOO_LONG' })
    } else if (field === 'country' && !isBillingCountry(value.toUpperCase())) {
      problems.push({ field, code: 'INVALID_COUNTRY' })
    } else if (
      field === 'postal_code' &&
      (draft.country ?? '').trim().toUpperCase() === 'ES' &&
      !SPANISH_POSTAL_CODE.test(value.replace(/\s+/g, ''))
    ) {
      problems.push({ field, code: 'INVALID_POSTAL_CODE' })
    } else if (field === 'tax_id' && !taxIdKindOf(normaliseTaxId(value))) {
      problems.push({ field, code: 'INVALID_TAX_ID' })
    }
  }
  return problems
}

const isBillingCountry = (value: string) => (BILLING_COUNTRIES as readonly string[]).includes(value)

/** The details tidied for storing; call it only on details without problems. */
export function normaliseBillingDetails(draft: BillingDetailsDraft): BillingDetails {
  const text = (field: BillingField) => (draft[field] ?? '').trim().replace(/\s+/g, ' ')
  const taxId = normaliseTaxId(text('tax_id'))
  return {
    name: text('name'),
    address: text('address'),
    postal_code: text('postal_code'),
    city: text('city'),
    country: text('country').toUpperCase(),
    tax_id: taxId,
    tax_id_kind: taxIdKindOf(taxId)!,
  }
}

/** Whether two stored details are the same (asking again with them changes nothing). */
export const sameBillingDetails = (a: BillingDetails | null, b: BillingDetails | null) =>
  a !== null &&
  b !== null &&
  [...BILLING_FIELDS, 'tax_id_kind' as const].every((field) => a[field] === b[field])
