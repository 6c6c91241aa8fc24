import type {
  OutOfServiceReason,
  OutOfServiceRequest,
  RetireUnitRequest,
} from '../../../../shared/contract/desk'

/** A unit staff add to an item, as typed: an asset tag (generated when empty) and a note. */
export interface AddUnitDraft {
  assetTag: string
  condition: string
  busy: boolean
  errorCode: string | null
}

export const emptyAddUnit: AddUnitDraft = {
  assetTag: '',
  condition: '',
  busy: false,
  errorCode: null,
}

/** The out-of-service form open under one unit of an item. */
export interface OutOfServiceDraft {
  assetTag: string
  /** Today when empty. */
  from: string
  /** Open-ended when empty. */
  until: string
  reason: OutOfServiceReason
}

/** The out-of-service request a draft makes: from and until only when given. */
export const outOfServiceBody = ({
  from,
  until,
  reason,
}: OutOfServiceDraft): OutOfServiceRequest => ({
  reason,
  ...(from ? { from } : {}),
  until: until || null,
})

export type UnitStatusFilter = 'all' | 'out_of_service_today'

/** A unit change the server refused with UNITS_SHORT, waiting for "Confirm anyway" or "Cancel". */
export type PendingUnitChange =
  | { action: 'out_of_service'; assetTag: string; body: OutOfServiceRequest }
  | { action: 'retire'; assetTag: string; body: RetireUnitRequest }

/** Where a refused unit change is told: under the item's table (its gear id) or in the dialog. */
export const SHORT_DIALOG = 'dialog'

/** A change to one unit: confirm says whether bookings left short were already accepted. */
export type UnitChange =
  | { change: PendingUnitChange; confirm: boolean }
  | { change: { action: 'back_in_service'; assetTag: string }; confirm?: undefined }

/** A unit change for the inventory's listeners to send at `code`; `at` says where a refusal is shown. */
export type UnitChangeRequest = { code: string; at: string } & UnitChange
