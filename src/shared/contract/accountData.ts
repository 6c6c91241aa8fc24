import { Type, type Static } from 'typebox'
import { Profile } from './accounts'
import { Child } from './children'

// A family's data in its own hands (docs/privacy.md): everything the product holds about an
// account, as one file, and the deletion of the account.

const Instant = (description: string) =>
  Type.Union([Type.String({ description: `${description}, an ISO instant.` }), Type.Null()])
const Cents = (description: string) =>
  Type.Integer({ description: `${description}, in cents of the currency.` })
const Nullable = <Schema extends ReturnType<typeof Type.String>>(schema: Schema) =>
  Type.Union([schema, Type.Null()])

export const ExportedBooking = Type.Object({
  reference: Type.String(),
  status: Type.String(),
  payment_status: Type.String(),
  created_at: Type.String(),
  pickup_location_code: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  pickup_time: Type.String(),
  return_time: Type.String(),
  contact: Type.Object({
    phone: Type.String(),
    inbound_flight: Nullable(Type.String()),
    arrival_time: Nullable(Type.String()),
    outbound_flight: Nullable(Type.String()),
    departure_time: Nullable(Type.String()),
    notes: Nullable(Type.String()),
  }),
  delivery_address: Type.Unknown({ description: 'As given at checkout; null for a desk pickup.' }),
  billing_details: Type.Unknown({ description: 'For a full invoice; null when none was asked.' }),
  pricing: Type.Unknown({ description: 'The lines, fees, deposit and totals as booked.' }),
  total: Cents('What the booking came to'),
  currency: Type.String(),
  cancelled_at: Instant('When it was cancelled'),
  handed_out_at: Instant('When its gear went out'),
  returned_at: Instant('When its gear came back'),
  deposit: Type.Union([
    Type.Object({
      mode: Type.String(),
      status: Type.String(),
      amount: Cents('The deposit'),
      claimed: Cents('Kept for damage'),
      released: Cents('Given back'),
    }),
    Type.Null(),
  ]),
  payments: Type.Array(
    Type.Object({
      status: Type.String(),
      amount: Cents('Asked'),
      paid_at: Instant('When it was paid'),
    }),
  ),
  refunds: Type.Array(
    Type.Object({
      reason: Type.String(),
      status: Type.String(),
      amount: Cents('Given back'),
      created_at: Type.String(),
    }),
  ),
  invoices: Type.Array(
    Type.Object({
      number: Type.String({ description: 'As printed, e.g. S2027-000012.' }),
      kind: Type.String(),
      issue_date: Type.String(),
      total: Cents('VAT included, negative for a corrective one'),
      vat: Cents('Of which VAT'),
    }),
  ),
  agreement: Type.Union([
    Type.Object({
      signed_at: Type.String(),
      signer_name: Type.String(),
      language: Type.String(),
      pdf_sha256: Type.String(),
    }),
    Type.Null(),
  ]),
})
export type ExportedBooking = Static<typeof ExportedBooking>

export const ExportedMessage = Type.Object({
  created_at: Type.String(),
  sent_at: Instant('When it left'),
  status: Type.String(),
  template: Type.String(),
  subject: Type.String(),
  text: Type.String({ description: 'The email as its plain-text part.' }),
})
export type ExportedMessage = Static<typeof ExportedMessage>

/** The file `GET /api/users/me/export` answers (an attachment). */
export const AccountExport = Type.Object({
  format: Type.Literal('tinytrip-account-export'),
  version: Type.Literal(1),
  exported_at: Type.String(),
  account: Profile,
  consents: Type.Object({
    data_processing_at: Type.String(),
    marketing: Type.Boolean(),
    marketing_at: Instant('When marketing was accepted'),
  }),
  children: Type.Array(Child),
  bookings: Type.Array(ExportedBooking),
  messages: Type.Array(ExportedMessage),
  kept_after_deletion: Type.Array(Type.String(), {
    description: 'What would stay after deleting the account, and why (docs/privacy.md).',
  }),
})
export type AccountExport = Static<typeof AccountExport>

/** `POST /api/users/me/deletion`: the account's password confirms it. */
export const AccountDeletionRequest = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
)
export type AccountDeletionRequest = Static<typeof AccountDeletionRequest>
