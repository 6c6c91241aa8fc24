import { eq, inArray, or, sql } from 'drizzle-orm'
import { DELETED_EMAIL_DOMAIN } from '../../../shared/domain/accountData'
import type { Tx } from '../../db/client'
import {
  bookings,
  childProfiles,
  deposits,
  emailTokens,
  idempotencyKeys,
  outboxEmails,
  quotes,
  refreshTokens,
  sessions,
  supportReports,
  users,
  waitlistEntries,
} from '../../db/schema'
import { revokeAllSessions } from './sessions'

type User = typeof users.$inferSelect

/** The contact a quote or a booking took at checkout, emptied (the phone is required: ''). */
const noContact = {
  phone: '',
  inboundFlight: null,
  arrivalTime: null,
  outboundFlight: null,
  departureTime: null,
  notes: null,
  deliveryAddress: null,
  billingDetails: null,
}

/**
 * Empties every personal value of an account in place, in the deletion's transaction (the
 * columns and why each is emptied or kept: docs/privacy.md and the test that lists them). The
 * rows stay, so the audit log, invoices, the ledger and signed agreements keep pointing at them.
 * Answers what it emptied, as counts.
 */
export async function anonymiseAccount(tx: Tx, { user }: { user: User }) {
  const bookingIds = (
    await tx
      .update(bookings)
      .set({ ...noContact, staffReason: null, updatedAt: sql`now()` })
      .where(eq(bookings.userId, user.id))
      .returning({ id: bookings.id })
  ).map(({ id }) => id)
  await tx
    .update(quotes)
    .set({ ...noContact, updatedAt: sql`now()` })
    .where(eq(quotes.userId, user.id))
  if (bookingIds.length > 0) {
    // The card kept for deposit holds: settled deposits need it no more.
    await tx
      .update(deposits)
      .set({ paymentMethodId: null, customerId: null, updatedAt: sql`now()` })
      .where(inArray(deposits.bookingId, bookingIds))
  }
  const children = await tx
    .delete(childProfiles)
    .where(eq(childProfiles.userId, user.id))
    .returning({ id: childProfiles.id })
  const emails = await tx
    .delete(outboxEmails)
    .where(eq(outboxEmails.toAddress, user.email))
    .returning({ id: outboxEmails.id })
  const reports = await tx
    .delete(supportReports)
    .where(eq(supportReports.userId, user.id))
    .returning({ id: supportReports.id })
  // Answers kept for retried requests: the family's own, and the desk's about their bookings.
  await tx
    .delete(idempotencyKeys)
    .where(
      or(
        eq(idempotencyKeys.userId, user.id),
        ...bookingIds.map((id) => sql`${idempotencyKeys.response}::text like ${`%${id}%`}`),
      ),
    )
  // Nothing is offered to an account that is gone.
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, user.id))
  await tx.delete(emailTokens).where(eq(emailTokens.userId, user.id))
  await revokeAllSessions(tx, { userId: user.id, reason: 'account_deleted' })
  await tx
    .delete(refreshTokens)
    .where(
      inArray(
        refreshTokens.sessionId,
        tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)),
      ),
    )
  await tx
    .update(users)
    .set({
      email: `deleted-${user.id}@${DELETED_EMAIL_DOMAIN}`,
      passwordHash: '',
      firstName: '',
      lastName: '',
      phone: '',
      profileImageUrl: null,
      addressStreet: null,
      addressCity: null,
      addressStateProvince: null,
      addressPostalCode: null,
      addressCountry: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactRelationship: null,
      dateOfBirth: null,
      nationality: null,
      passportNumber: null,
      marketingConsent: false,
      marketingConsentAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id))
  return {
    bookings: bookingIds.length,
    children: children.length,
    emails: emails.length,
    support_reports: reports.length,
  }
}
