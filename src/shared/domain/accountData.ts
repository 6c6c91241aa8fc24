// A family's data in its own hands (docs/privacy.md): the export of their account and its
// deletion, whose refusals both sides name with these codes.

export const ACCOUNT_DATA_ERROR_CODES = [
  /** The password typed to confirm a deletion is not the account's (403). */
  'PASSWORD_INCORRECT',
  /** A booking of the account is not finished or cancelled yet, or its deposit not settled (409). */
  'ACCOUNT_HAS_OPEN_BOOKINGS',
  /** Staff accounts lose their role first (an admin's desk), then can be deleted (409). */
  'STAFF_ACCOUNT_NOT_DELETABLE',
] as const
export type AccountDataErrorCode = (typeof ACCOUNT_DATA_ERROR_CODES)[number]

/** The domain of a deleted account's placeholder address: reserved, it can never receive mail. */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid'

/** How long a signed rental agreement and a deposit claim's record are kept, in years. */
export const AGREEMENT_KEPT_YEARS = 5
/** How long issued invoices and the ledger are kept, in years (Código de Comercio art. 30). */
export const INVOICES_KEPT_YEARS = 6
