import { sql } from 'drizzle-orm'
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { SUPPORTED_LANGUAGES } from '../../../shared/domain/languages'
import { users } from './accounts'
import { bookings } from './bookings'
import { createdAt, generatedId, instant } from './columns'
import { storedFiles } from './files'

// The rental agreements families sign at check-out. A signed agreement is a record, never
// changed nor removed: the database refuses UPDATE and DELETE on it (migration 0031).

/**
 * One booking's signed rental agreement: its PDF (a stored file) and that PDF's SHA-256, who
 * signed it and when, the staff member who handed the gear over, in which language, and the
 * terms in force as the family read them (their text and its SHA-256), kept with it since the
 * legal texts themselves have no versions.
 */
export const rentalAgreements = pgTable(
  'rental_agreements',
  {
    id: generatedId(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    pdfSha256: text('pdf_sha256').notNull(),
    signerName: text('signer_name').notNull(),
    signedAt: instant('signed_at').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    termsText: text('terms_text').notNull(),
    termsSha256: text('terms_sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('rental_agreements_language_check', sql`${table.language} in ('en', 'es')`)],
)
