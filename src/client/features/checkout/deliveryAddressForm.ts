/**
 * The delivery address of a rental to a zone (docs/delivery-client.md): typed in the checkout
 * contact form, checked with the shared rules (findDeliveryAddressProblems) when a field is left
 * and on submit, and refused per field by the server (422). Support reports keep the draft's
 * shape, never its value (everything under `draft` is masked).
 */
import {
  DELIVERY_ADDRESS_FIELDS,
  type DeliveryAddressField,
  type DeliveryAddressProblem,
} from '../../../shared/domain/delivery'
import type { ZoneRules } from '../search'

export type { ZoneRules }

export type AddressProblemCode = DeliveryAddressProblem['code']

export const ADDRESS_PROBLEM_CODES: readonly AddressProblemCode[] = [
  'ADDRESS_FIELD_REQUIRED',
  'ADDRESS_FIELD_TOO_LONG',
  'INVALID_POSTAL_CODE',
  'POSTAL_CODE_OUTSIDE_ZONE',
]

export interface DeliveryAddressForm {
  /** The zone the basket's rental is delivered in; null for a pickup point (no address asked). */
  zone: ZoneRules | null
  draft: Record<DeliveryAddressField, string>
  /** Fields the traveller has left: their messages show from then on. */
  left: Partial<Record<DeliveryAddressField, true>>
  /** What the server refused, per field, until the field is changed. */
  refused: Partial<Record<DeliveryAddressField, AddressProblemCode>>
}

export const emptyDeliveryAddressForm: DeliveryAddressForm = {
  zone: null,
  draft: Object.fromEntries(DELIVERY_ADDRESS_FIELDS.map((field) => [field, ''])) as Record<
    DeliveryAddressField,
    string
  >,
  left: {},
  refused: {},
}

/** A field's element id in one form: `checkout-address-postal-code`, `quote-address-street`. */
export const addressFieldId = (form: string, field: DeliveryAddressField) =>
  `${form}-address-${field.replace(/_/g, '-')}`

/** Lays typed fields over the draft (inside a reducer); the server's refusal of each goes. */
export function changeAddressDraft(
  form: DeliveryAddressForm,
  draft: Partial<Record<DeliveryAddressField, string>>,
) {
  Object.assign(form.draft, draft)
  for (const field of Object.keys(draft)) delete form.refused[field as DeliveryAddressField]
}

/** A stored address (nulls for what was left out) as a draft to edit. */
export const addressDraftOf = (
  address: Partial<Record<DeliveryAddressField, string | null>> | null | undefined,
): DeliveryAddressForm['draft'] =>
  Object.fromEntries(
    DELIVERY_ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? '']),
  ) as DeliveryAddressForm['draft']

/**
 * The fields a 422's `details` name (paths like `body/delivery_address/postal_code`), each with
 * the answer's code: the server names every field that broke the rule of its code.
 */
export function refusedFields(
  code: string | null,
  details: readonly { path: string }[] | undefined,
): DeliveryAddressForm['refused'] {
  if (!(ADDRESS_PROBLEM_CODES as readonly (string | null)[]).includes(code)) return {}
  const refused: DeliveryAddressForm['refused'] = {}
  for (const { path } of details ?? []) {
    const field = DELIVERY_ADDRESS_FIELDS.find((name) => path.endsWith(`/${name}`))
    if (field) refused[field] = code as AddressProblemCode
  }
  return refused
}
