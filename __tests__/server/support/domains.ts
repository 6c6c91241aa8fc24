/** The eighteen server domains of the design: one folder each under src/server/domains. */
export const DESIGN_DOMAINS = [
  'accounts',
  'audit',
  'bookings',
  'catalogue',
  'content',
  'demand',
  'deposits',
  'desk',
  'files',
  'flights',
  'inventory',
  'invoices',
  'ledger',
  'mail',
  'payments',
  'pricing',
  'promotions',
  'support',
] as const

export type Domain = (typeof DESIGN_DOMAINS)[number]
