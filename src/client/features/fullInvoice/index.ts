/** Asking for a full invoice from the booking page: its card (the state joins with it). */
export { FullInvoiceCard } from './FullInvoiceCard'
