import { sql } from 'drizzle-orm'
import { check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, generatedId, instant } from './columns'

/** Raw bytes in PostgreSQL. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const FILE_STORAGES = ['database', 's3'] as const
/** What a file is: a claim photo, or a signed rental agreement (its PDF). */
export const FILE_PURPOSES = ['claim_photo', 'agreement'] as const

/**
 * Files the product keeps (claim photos; later PDFs): their bytes in `data` (the default, so
 * any process can serve them) or in S3-compatible object storage under `id` when configured.
 * A file uploaded and never attached to anything is removed after a day.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: generatedId(),
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage', { enum: FILE_STORAGES }).notNull(),
    data: bytea('data'),
    /** Who uploaded it. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** When something started using it (a claim); null while only uploaded. */
    attachedAt: instant('attached_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('stored_files_storage_check', sql`${table.storage} in ('database', 's3')`),
    check(
      'stored_files_data_check',
      sql`(${table.storage} = 'database') = (${table.data} is not null)`,
    ),
    index('stored_files_unattached_idx')
      .on(table.createdAt)
      .where(sql`${table.attachedAt} is null`),
  ],
)
