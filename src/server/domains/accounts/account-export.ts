import { and, asc, eq, gt, inArray, or } from 'drizzle-orm'
import type { AccountExport, ExportedBooking } from '../../../shared/contract/accountData'
import { AGREEMENT_KEPT_YEARS, INVOICES_KEPT_YEARS } from '../../../shared/domain/accountData'
import type { Db } from '../../db/client'
import {
  bookings,
  deposits,
  invoices,
  outboxEmails,
  payments,
  refunds,
  rentalAgreements,
  users,
} from '../../db/schema'
import { notFound } from '../../errors'
import { invoiceNumber } from '../invoices'
import { listChildren } from './children'
import type { AccountContext } from './context'
import { toProfile } from './profile'

/** Bookings read per query: an account with years of them never loads them in one go. */
export const EXPORT_BATCH = 50

type BookingRow = typeof bookings.$inferSelect

const iso = (at: Date | null) => at?.toISOString() ?? null

/** What stays after a deletion, said in the file itself (docs/privacy.md, What is kept). */
const KEPT_AFTER_DELETION = [
  `Issued invoices, with the billing details a full invoice names, for ${INVOICES_KEPT_YEARS} years (Spanish tax and commercial law).`,
  `The bookings' dates, gear and money, without your contact details, for ${INVOICES_KEPT_YEARS} years with the accounts they belong to.`,
  `A signed rental agreement (with the signer's name) and a deposit claim's record, for ${AGREEMENT_KEPT_YEARS} years after the rental: the evidence of the contract.`,
  'The log of staff actions on your bookings, which cannot be edited.',
]

/** The money, invoices and agreement of a batch of bookings, one query each. */
async function bookingRecords(db: Db, ids: string[]) {
  const [depositRows, paymentRows, refundRows, invoiceRows, agreementRows] = await Promise.all([
    db.select().from(deposits).where(inArray(deposits.bookingId, ids)),
    db.select().from(payments).where(inArray(payments.bookingId, ids)).orderBy(payments.createdAt),
    db.select().from(refunds).where(inArray(refunds.bookingId, ids)).orderBy(refunds.createdAt),
    db.select().from(invoices).where(inArray(invoices.bookingId, ids)).orderBy(invoices.issuedAt),
    db.select().from(rentalAgreements).where(inArray(rentalAgreements.bookingId, ids)),
  ])
  const of = <Row extends { bookingId: string }>(rows: Row[], id: string) =>
    rows.filter((row) => row.bookingId === id)
  return (row: BookingRow): ExportedBooking => {
    const deposit = depositRows.find((d) => d.bookingId === row.id)
    const agreement = agreementRows.find((a) => a.bookingId === row.id)
    return {
      reference: row.reference,
      status: row.status,
      payment_status: row.paymentStatus,
      created_at: row.createdAt.toISOString(),
      pickup_location_code: row.pickupLocationCode,
      start_date: row.startDate,
      end_date: row.endDate,
      pickup_time: row.pickupTime,
      return_time: row.returnTime,
      contact: {
        phone: row.phone,
        inbound_flight: row.inboundFlight,
        arrival_time: row.arrivalTime,
        outbound_flight: row.outboundFlight,
        departure_time: row.departureTime,
        notes: row.notes,
      },
      delivery_address: row.deliveryAddress,
      billing_details: row.billingDetails,
      pricing: row.pricing,
      total: row.totalCents,
      currency: row.currency,
      cancelled_at: iso(row.cancelledAt),
      handed_out_at: iso(row.handedOutAt),
      returned_at: iso(row.returnedAt),
      deposit: deposit
        ? {
            mode: deposit.mode,
            status: deposit.status,
            amount: deposit.amountCents,
            claimed: deposit.claimedCents,
            released: deposit.releasedCents,
          }
        : null,
      payments: of(paymentRows, row.id).map((p) => ({
        status: p.status,
        amount: p.amountCents,
        paid_at: iso(p.paidAt),
      })),
      refunds: of(refundRows, row.id).map((r) => ({
        reason: r.reason,
        status: r.status,
        amount: r.amountCents,
        created_at: r.createdAt.toISOString(),
      })),
      invoices: of(invoiceRows, row.id).map((invoice) => ({
        number: invoiceNumber(invoice),
        kind: invoice.kind,
        issue_date: invoice.issueDate,
        total: invoice.totalCents,
        vat: invoice.vatCents,
      })),
      agreement: agreement
        ? {
            signed_at: agreement.signedAt.toISOString(),
            signer_name: agreement.signerName,
            language: agreement.language,
            pdf_sha256: agreement.pdfSha256,
          }
        : null,
    }
  }
}

/** Every booking of the account, oldest first, read EXPORT_BATCH at a time. */
async function exportedBookings(db: Db, userId: string): Promise<ExportedBooking[]> {
  const out: ExportedBooking[] = []
  let after: BookingRow | undefined
  for (;;) {
    const rows: BookingRow[] = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, userId),
          after &&
            or(
              gt(bookings.createdAt, after.createdAt),
              and(eq(bookings.createdAt, after.createdAt), gt(bookings.id, after.id)),
            ),
        ),
      )
      .orderBy(asc(bookings.createdAt), asc(bookings.id))
      .limit(EXPORT_BATCH)
    if (rows.length === 0) return out
    const exported = await bookingRecords(
      db,
      rows.map(({ id }) => id),
    )
    out.push(...rows.map(exported))
    if (rows.length < EXPORT_BATCH) return out
    after = rows.at(-1)
  }
}

/** Everything the product holds about an account, for its owner (docs/privacy.md). */
export async function exportAccount(
  ctx: Pick<AccountContext, 'db'>,
  { userId }: { userId: string },
): Promise<AccountExport> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId))
  if (!user || user.deletedAt) throw notFound('The account was not found')
  const [children, exported, messages] = await Promise.all([
    listChildren(ctx, { userId }),
    exportedBookings(ctx.db, userId),
    ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, user.email))
      .orderBy(asc(outboxEmails.createdAt)),
  ])
  return {
    format: 'tinytrip-account-export',
    version: 1,
    exported_at: new Date().toISOString(),
    account: toProfile(user),
    consents: {
      data_processing_at: user.dataProcessingConsentAt.toISOString(),
      marketing: user.marketingConsent,
      marketing_at: iso(user.marketingConsentAt),
    },
    children,
    bookings: exported,
    messages: messages.map((email) => ({
      created_at: email.createdAt.toISOString(),
      sent_at: iso(email.sentAt),
      status: email.status,
      template: email.template,
      subject: email.subject,
      text: email.textBody,
    })),
    kept_after_deletion: KEPT_AFTER_DELETION,
  }
}
