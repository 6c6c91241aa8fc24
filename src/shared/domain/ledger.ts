/** The money movements and records a ledger line can be (docs/money.md, The ledger). */
export const LEDGER_LINE_KINDS = [
  'payment',
  'correction_payment',
  'refund',
  'deposit_hold',
  'deposit_capture',
  'deposit_release',
  'invoice',
  'damage_receipt',
] as const
export type LedgerLineKind = (typeof LEDGER_LINE_KINDS)[number]

/** The parts of a booking's money that reconcile on their own, and its money as a whole. */
export const LEDGER_PARTS = ['rental', 'deposit', 'corrections', 'money'] as const
export type LedgerPart = (typeof LEDGER_PARTS)[number]

/** The most lines one answer of the ledger carries; the CSV export carries them all. */
export const LEDGER_PAGE_LINES = 500
