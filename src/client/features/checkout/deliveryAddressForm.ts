/**
 * The delivery address of a rental to a zone (docs/product.md, Delivery): typed in the checkout
 * contact form, checked with the shared rules (findDeliveryAddressProblems) when a field is left
 * and on submit, and refused per field by the server (422). Support reports keep the draft's
 * shape, never its value (everything under `draft` is masked).
 */
import type { PayloadAction } from '@reduxjs/toolkit'
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

type WithAddressForm = { delivery: DeliveryAddressForm }

/** The case reducers of an address form, for each slice that holds one under `delivery`. */
export const addressFormReducers = {
  /** The rental's location was looked up: its zone when it is one, so the address is asked. */
  zoneFound(state: WithAddressForm, action: PayloadAction<{ zone: ZoneRules | null }>) {
    state.delivery.zone = action.payload.zone
  },
  /** The traveller typed in the address; the server's refusal of each typed field goes. */
  changed(
    state: WithAddressForm,
    action: PayloadAction<{ draft: Partial<Record<DeliveryAddressField, string>> }>,
  ) {
    Object.assign(state.delivery.draft, action.payload.draft)
    for (const field of Object.keys(action.payload.draft)) {
      delete state.delivery.refused[field as DeliveryAddressField]
    }
  },
  /** The traveller left an address field: its message shows from now on. */
  fieldLeft(state: WithAddressForm, action: PayloadAction<{ field: DeliveryAddressField }>) {
    state.delivery.left[action.payload.field] = true
  },
  /** The server refused address fields (422), each with its code. */
  refused(
    state: WithAddressForm,
    action: PayloadAction<{ refused: DeliveryAddressForm['refused'] }>,
  ) {
    state.delivery.refused = action.payload.refused
  },
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
