import { Type, type Static } from 'typebox'
import {
  BILLING_COUNTRIES,
  BILLING_MAX_LENGTHS,
  TAX_ID_KINDS,
  type BillingField,
} from '../domain/billing'

const billingText = (field: BillingField, description: string) =>
  Type.String({
    maxLength: 10 * BILLING_MAX_LENGTHS[field],
    description: `${description} At most ${BILLING_MAX_LENGTHS[field]} characters (longer answers BILLING_FIELD_TOO_LONG; empty BILLING_FIELD_REQUIRED).`,
  })

/** Billing details as typed; checked by findBillingProblems (422 per field). */
export const BillingDetailsInput = Type.Object(
  {
    name: billingText('name', "The person's or the company's name."),
    address: billingText('address', 'Street, number, floor.'),
    postal_code: billingText('postal_code', 'Five digits in Spain (else INVALID_POSTAL_CODE).'),
    city: billingText('city', 'City.'),
    country: billingText(
      'country',
      `ISO 3166 code of a country of the European Union: ${BILLING_COUNTRIES.join(', ')} (else INVALID_COUNTRY).`,
    ),
    tax_id: billingText(
      'tax_id',
      'A Spanish NIF, NIE or CIF, or an EU VAT number with its country prefix (ESB58378431, DE136695976), checked by its check digits (else INVALID_TAX_ID). Spaces, dots and dashes are ignored.',
    ),
  },
  { description: 'Who a full invoice is issued to.' },
)
export type BillingDetailsInput = Static<typeof BillingDetailsInput>

export const BillingDetails = Type.Object(
  {
    name: Type.String(),
    address: Type.String(),
    postal_code: Type.String(),
    city: Type.String(),
    country: Type.String(),
    tax_id: Type.String({ description: 'Upper case, without separators.' }),
    tax_id_kind: Type.Enum(TAX_ID_KINDS, { description: 'nif, nie or cif (Spanish), or eu_vat.' }),
  },
  { title: 'Billing details' },
)

/** The billing details a quote or a booking keeps: null until the family gives them. */
export const StoredBillingDetails = Type.Optional(
  Type.Union([BillingDetails, Type.Null()], {
    description: 'Who its invoices are issued to (full invoices); null for simplified ones.',
  }),
)
